import { describe, expect, it } from 'vitest';
import { trackedAccessFor } from './planAccess';

describe('trackedAccessFor', () => {
  it('gives bookmarks to Starter and Essentials only', () => {
    expect(trackedAccessFor('bookmark', '001')).toBe('restricted');
    expect(trackedAccessFor('bookmark', '002')).toBe('allowed');
    expect(trackedAccessFor('bookmark', '003')).toBe('allowed');
  });

  it('gives follows to Essentials and offers it to Starter', () => {
    expect(trackedAccessFor('follow', '001')).toBe('restricted');
    expect(trackedAccessFor('follow', '002')).toBe('upgrade-to-essentials');
    expect(trackedAccessFor('follow', '003')).toBe('allowed');
  });

  it('treats an unknown plan code as Sneak', () => {
    expect(trackedAccessFor('bookmark', '999')).toBe('restricted');
    expect(trackedAccessFor('follow', undefined)).toBe('restricted');
  });
});
