// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Plan, Profile, Session } from '@/api/generated/model';
import { call, DEMO, loginAs } from '../../tests/integration/api-client';
import { serveFakeBackend } from '../../tests/integration/fake-backend';

serveFakeBackend();

describe('GET /auth/session/ of the fake backend', () => {
  it('answers with the user, the same profile as GET /auth/profile/ and the plan it names', async () => {
    const token = await loginAs(DEMO.essentials);
    const [session, profile, plans] = await Promise.all([
      call<Session>('/auth/session/', { token }),
      call<Profile>('/auth/profile/', { token }),
      call<Plan[]>('/auth/plans/'),
    ]);

    expect(session.status).toBe(200);
    expect(session.body.profile).toEqual(profile.body);
    expect(session.body.user).toMatchObject({ id: profile.body.id, email: DEMO.essentials });
    expect(session.body.plan).toEqual(
      plans.body.find((plan) => plan.plan_code === profile.body.subscription_plan.plan_code),
    );
    expect(session.body.plan.advance_search_filter).toBe(true);
  });

  it("answers each account with its own plan's limits", async () => {
    const token = await loginAs(DEMO.sneak);
    const session = await call<Session>('/auth/session/', { token });
    expect(session.body.plan).toMatchObject({ plan_code: '001', max_visible_bids: 3 });
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await call('/auth/session/')).status).toBe(401);
  });
});
