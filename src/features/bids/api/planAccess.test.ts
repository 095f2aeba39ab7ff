import { describe, expect, it } from 'vitest';
import { planForCode, trackedAccessFor } from './planAccess';

/** The allowances of the three plans as GET /auth/plans/ lists them: access is read from these, not from the codes. */
const PLANS = [
  { plan_code: '001', max_bookmark: 0, max_follow: 0 },
  { plan_code: '002', max_bookmark: 5, max_follow: 0 },
  { plan_code: '003', max_bookmark: 20, max_follow: 10 },
] as const;
const plan = (planCode: string | undefined) => planForCode(PLANS, planCode);

describe('trackedAccessFor', () => {
  it('gives bookmarks to Starter and Essentials only', () => {
    expect(trackedAccessFor('bookmark', plan('001'))).toBe('restricted');
    expect(trackedAccessFor('bookmark', plan('002'))).toBe('allowed');
    expect(trackedAccessFor('bookmark', plan('003'))).toBe('allowed');
  });

  it('gives follows to Essentials and offers it to Starter', () => {
    expect(trackedAccessFor('follow', plan('001'))).toBe('restricted');
    expect(trackedAccessFor('follow', plan('002'))).toBe('upgrade-to-essentials');
    expect(trackedAccessFor('follow', plan('003'))).toBe('allowed');
  });

  it('treats an unknown plan code as Sneak', () => {
    expect(trackedAccessFor('bookmark', plan('999'))).toBe('restricted');
    expect(trackedAccessFor('follow', plan(undefined))).toBe('restricted');
  });
});
