import { describe, expect, it } from 'vitest';
import { storySubscriptions } from '@/api/testing/profiles';
import type { Plan } from '../api/plans';
import { stateLimitNote } from './stateAllowance';

const plan = (id: number, name: string, plan_code: Plan['plan_code'], max_states: number | null) =>
  ({ id, name, plan_code, max_states }) as Plan;
const PLANS = [plan(1, 'Sneak', '001', 1), plan(2, 'Starter', '002', 2), plan(3, 'Essentials', '003', null)];

describe('stateLimitNote', () => {
  it('offers Starter without a bolt-on the bolt-on in My Plans', () => {
    expect(stateLimitNote(storySubscriptions.starter, PLANS)).toEqual({
      sentence:
        'Your Starter plan covers up to 2 states. Remove one to choose another, or add one with a state bolt-on.',
      link: { href: '/user-profile/plans', label: 'Add a state bolt-on' },
    });
  });

  it('offers Starter with its bolt-on the plan that covers every state', () => {
    expect(stateLimitNote(storySubscriptions.starterWithBoltOn, PLANS)).toEqual({
      sentence:
        'Your Starter plan covers up to 3 states. Remove one to choose another, or move to Essentials for every state.',
      link: { href: '/plan?plan=003', label: 'Upgrade to Essentials' },
    });
  });

  it('offers Sneak the cheapest plan with more states', () => {
    expect(stateLimitNote(storySubscriptions.sneak, PLANS)?.link).toEqual({
      href: '/plan?plan=002',
      label: 'Upgrade to Starter',
    });
  });

  it('says the allowance alone while the plans are loading', () => {
    expect(stateLimitNote(storySubscriptions.sneak, undefined)).toEqual({
      sentence: 'Your Sneak plan covers 1 state. Remove it to choose another.',
      link: null,
    });
  });

  it('has nothing to say for a plan that covers every state', () => {
    expect(stateLimitNote(storySubscriptions.essentials, PLANS)).toBeNull();
  });
});
