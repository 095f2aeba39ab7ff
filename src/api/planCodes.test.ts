import { describe, expect, it } from 'vitest';
import { PlanCode } from './generated/model';
import { hasWhatsNew } from './planCodes';

describe('hasWhatsNew', () => {
  it('is Essentials only, and nothing while the plan loads', () => {
    expect(hasWhatsNew({ plan_code: PlanCode.NUMBER_003 })).toBe(true);
    expect(hasWhatsNew({ plan_code: PlanCode.NUMBER_002 })).toBe(false);
    expect(hasWhatsNew(undefined)).toBe(false);
  });
});
