// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Plan, Profile, StateCode } from '@/api/generated/model';
import { stateByCode } from '@mocks/data/states';
import { stateAllowance } from '@mocks/store/plan-limits';
import { call, DEMO, latestCode, loginAs, signupForm } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

const idOf = (code: StateCode) => stateByCode(code)?.id ?? Number.NaN;
const TEXAS = idOf('TX');
const OKLAHOMA = idOf('OK');
const NEW_MEXICO = idOf('NM');
const ARKANSAS = idOf('AR');
const LOUISIANA = idOf('LA');
const KANSAS = idOf('KS');
const ARIZONA = idOf('AZ');

async function profileOf(token: string): Promise<Profile> {
  return (await call<Profile>('/auth/profile/', { token })).body;
}

const coveredIds = (profile: Profile) =>
  profile.profile.states.map((state) => state.id).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

function saveCoverage(token: string, states: number[]) {
  return call<Profile & { code?: string; detail?: string }>('/auth/onboarding/', {
    method: 'PUT',
    token,
    json: { geographic_coverage: { region: 'South', states } },
  });
}

describe('the states an account may cover', () => {
  it('lists each plan with its states: Sneak 1, Starter 2, Essentials every state', async () => {
    const plans = await call<Plan[]>('/auth/plans/');
    expect(plans.body.map((plan) => [plan.name, plan.max_states])).toEqual([
      ['Sneak', 1],
      ['Starter', 2],
      ['Essentials', null],
    ]);
  });

  it("gives each demo account its plan's allowance on the profile", async () => {
    const allowances = await Promise.all(
      [DEMO.sneak, DEMO.starter, DEMO.essentials].map(async (email) => {
        const profile = await profileOf(await loginAs(email));
        return [profile.subscription_plan.name, profile.subscription_plan.max_states];
      }),
    );
    expect(allowances).toEqual([
      ['Sneak', 1],
      ['Starter', 2],
      ['Essentials', null],
    ]);
  });

  it('adds one state to Starter for an active bolt-on', () => {
    expect(stateAllowance({ plan_code: '002', addon_state_id: null })).toBe(2);
    expect(stateAllowance({ plan_code: '002', addon_state_id: NEW_MEXICO })).toBe(3);
    expect(stateAllowance({ plan_code: '003', addon_state_id: null })).toBeNull();
  });

  it('refuses a third state on Starter with plan_state_limit and the bolt-on as the way to more', async () => {
    const token = await loginAs(DEMO.starter);
    const refused = await saveCoverage(token, [TEXAS, OKLAHOMA, NEW_MEXICO]);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('plan_state_limit');
    expect(refused.body.detail).toBe(
      'Your Starter plan covers up to 2 states. Remove a state first, or add one with a state bolt-on in My Plans.',
    );
    expect(coveredIds(await profileOf(token))).toEqual(sorted([TEXAS, OKLAHOMA]));
  });

  it('lets Starter swap one state for another within its two', async () => {
    const token = await loginAs(DEMO.starter);
    const saved = await saveCoverage(token, [TEXAS, NEW_MEXICO]);
    expect(saved.status).toBe(200);
    expect(coveredIds(saved.body)).toEqual(sorted([TEXAS, NEW_MEXICO]));
  });

  it('refuses a second state on Sneak and names the plan with more', async () => {
    const token = await loginAs(DEMO.sneak);
    const refused = await saveCoverage(token, [ARIZONA, TEXAS]);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'plan_state_limit',
      detail:
        'Your Sneak plan covers 1 state. Remove a state first, or upgrade to Starter for up to 2 states.',
    });
  });

  it('lets Essentials cover as many states as it likes', async () => {
    const token = await loginAs(DEMO.essentials);
    const many = (['VA', 'MD', 'DC', 'NC', 'TX', 'OK', 'NM', 'AR', 'LA'] as const).map(idOf);
    const saved = await saveCoverage(token, many);
    expect(saved.status).toBe(200);
    expect(saved.body.profile.states).toHaveLength(many.length);
  });

  it('asks for no allowance during onboarding, then keeps a coverage over it that may only shrink', async () => {
    const email = 'casey.allowance@example.com';
    const signup = await call<{ access: string }>('/auth/signup/', { form: signupForm(email) });
    const token = signup.body.access;
    await call('/auth/verify-otp/', { json: { email, otp: latestCode(email) } });

    // Coverage comes before the plan: five states are saved.
    const five = [TEXAS, OKLAHOMA, NEW_MEXICO, ARKANSAS, LOUISIANA];
    expect((await saveCoverage(token, five)).status).toBe(200);

    const sneak = await call('/auth/plans/buy-plan/', {
      token,
      json: { plan_id: 1, amount: '0.00', duration: 'monthly' },
    });
    expect(sneak.status).toBe(200);
    expect((await profileOf(token)).subscription_plan.max_states).toBe(1);

    // Over the allowance: removing states is allowed, adding one is not.
    expect((await saveCoverage(token, [TEXAS, OKLAHOMA])).status).toBe(200);
    const added = await saveCoverage(token, [TEXAS, KANSAS]);
    expect(added.status).toBe(403);
    expect(added.body.code).toBe('plan_state_limit');
    expect((await saveCoverage(token, [KANSAS])).status).toBe(200);
  });
});
