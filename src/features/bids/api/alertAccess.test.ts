import { describe, expect, it } from 'vitest';
import { PlanCode } from '@/api/generated/model';
import { alertAccessFor } from './alertAccess';

describe('alertAccessFor', () => {
  it('lets Essentials turn alerts on', () => {
    expect(alertAccessFor({ plan_code: PlanCode.NUMBER_003, max_saved_search: 5 })).toBe('allowed');
  });

  it('shows Starter the switch locked', () => {
    expect(alertAccessFor({ plan_code: PlanCode.NUMBER_002, max_saved_search: 1 })).toBe('locked');
  });

  it('hides the switch from a plan without saved searches, and while the plan loads', () => {
    expect(alertAccessFor({ plan_code: PlanCode.NUMBER_001, max_saved_search: 0 })).toBe('hidden');
    expect(alertAccessFor(undefined)).toBe('hidden');
  });
});
