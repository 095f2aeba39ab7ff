// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { updateScenario } from '@mocks/node';
import { call, DEMO, latestCode, loginAs, signupForm, wrongCode } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

describe('signup and email verification', () => {
  it('signs up, rejects a wrong OTP, verifies with the emailed one, then logs in', async () => {
    const email = 'casey@builder.example.com';
    const signup = await call<{ user: { email: string }; access: string; detail: string }>('/auth/signup/', {
      form: signupForm(email),
    });
    expect(signup.status).toBe(201);
    expect(signup.body.user.email).toBe(email);
    expect(signup.body.access).toMatch(/^mock\.\d+\./);

    const code = latestCode(email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await call('/auth/verify-otp/', { json: { email, otp: wrongCode(code) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ otp: ['Invalid OTP. Please check and try again.'] });

    expect((await call('/auth/verify-otp/', { json: { email, otp: code } })).status).toBe(200);
    expect(await loginAs(email, 'Paving@2026')).toMatch(/^mock\./);
  });

  it('refuses to log in before the email is verified', async () => {
    const email = 'unverified@builder.example.com';
    await call('/auth/signup/', { form: signupForm(email) });
    const login = await call('/auth/login/', { json: { email, password: 'Paving@2026' } });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      detail: 'Please verify your email before logging in.',
      code: 'email_not_verified',
    });
  });

  it('says a registered email is taken and answers 401 for a wrong password', async () => {
    const taken = await call('/auth/validate-email/', { json: { email: DEMO.starter } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ email: ['An account with this email already exists.'] });
    const login = await call('/auth/login/', { json: { email: DEMO.starter, password: 'wrong' } });
    expect(login.status).toBe(401);
    expect(login.body).toMatchObject({ detail: 'Invalid email or password.' });
  });

  it('issues a fresh code on resend and rejects an unknown token', async () => {
    const email = 'resend@builder.example.com';
    await call('/auth/signup/', { form: signupForm(email) });
    expect((await call('/auth/resend-otp/', { json: { email } })).status).toBe(200);
    expect((await call('/auth/verify-otp/', { json: { email, otp: latestCode(email) } })).status).toBe(200);
    expect((await call('/auth/profile/', { token: 'mock.1.forged' })).status).toBe(401);
  });

  it('keeps counting wrong codes across a resend, so a new code brings no new tries', async () => {
    const email = 'guesser@builder.example.com';
    await call('/auth/signup/', { form: signupForm(email) });
    const verify = (otp: string) => call('/auth/verify-otp/', { json: { email, otp } });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await verify(wrongCode(latestCode(email)))).status).toBe(400);

    expect((await call('/auth/resend-otp/', { json: { email } })).status).toBe(200);
    const throttled = await verify(latestCode(email));
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ detail: 'Too many attempts. Please try again later.' });

    // Once the pending code's ten minutes have run out, a new code starts a new count.
    await call('/__mock/otps/expire', { base: 'http://localhost', json: { email } });
    await call('/auth/resend-otp/', { json: { email } });
    expect((await verify(latestCode(email))).status).toBe(200);
  });
});

describe('forgot password', () => {
  const email = DEMO.starter;
  const reset = (otp: string, new_password = 'Resurface@2026') =>
    call('/auth/forgot-password/reset/', { json: { email, otp, new_password } });

  it('answers 404 without a request, then 400, 410, 429, and finally resets the password', async () => {
    expect((await reset('123456')).status).toBe(404);

    expect((await call('/auth/forgot-password/request/', { json: { email } })).status).toBe(200);
    const first = latestCode(email);
    expect((await reset(wrongCode(first))).status).toBe(400);

    await call('/__mock/otps/expire', { base: 'http://localhost', json: { email } });
    const expired = await reset(first);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ detail: 'OTP has expired. Please request a new one.' });

    await call('/auth/forgot-password/request/', { json: { email } });
    const second = latestCode(email);
    for (let attempt = 0; attempt < 5; attempt++) expect((await reset(wrongCode(second))).status).toBe(400);
    const throttled = await reset(second);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ detail: 'Too many attempts. Please try again later.' });

    // A new code keeps the count of wrong tries until the pending code's time runs out.
    await call('/auth/forgot-password/request/', { json: { email } });
    expect((await reset(latestCode(email))).status).toBe(429);
    await call('/__mock/otps/expire', { base: 'http://localhost', json: { email } });
    await call('/auth/forgot-password/request/', { json: { email } });
    expect((await reset(latestCode(email))).status).toBe(200);
    expect(await loginAs(email, 'Resurface@2026')).toMatch(/^mock\./);
    expect((await call('/auth/login/', { json: { email, password: 'Demo@12345' } })).status).toBe(401);
  });

  it('ends every session opened before a password reset', async () => {
    const sessions = [await loginAs(email), await loginAs(email)];
    await call('/auth/forgot-password/request/', { json: { email } });
    expect((await reset(latestCode(email))).status).toBe(200);
    for (const token of sessions) expect((await call('/auth/profile/', { token })).status).toBe(401);
    expect((await call('/auth/profile/', { token: await loginAs(email, 'Resurface@2026') })).status).toBe(
      200,
    );
  });

  it("keeps the session that changed its password in Account Settings and ends the account's others", async () => {
    const other = await loginAs(email);
    const own = await loginAs(email);
    await call('/auth/forgot-password/request/', { token: own, json: { email } });
    const changed = await call('/auth/forgot-password/reset/', {
      token: own,
      json: { email, otp: latestCode(email), new_password: 'Resurface@2026' },
    });
    expect(changed.status).toBe(200);
    expect((await call('/auth/profile/', { token: own })).status).toBe(200);
    expect((await call('/auth/profile/', { token: other })).status).toBe(401);
  });

  it('answers 200 for an unknown email so accounts are not revealed, and the expiry scenario forces 410', async () => {
    expect(
      (await call('/auth/forgot-password/request/', { json: { email: 'nobody@example.com' } })).status,
    ).toBe(200);
    await call('/auth/forgot-password/request/', { json: { email } });
    updateScenario({ expireNextOtp: true });
    expect((await reset(latestCode(email))).status).toBe(410);
  });
});

describe('account', () => {
  it('deactivating the account ends the session and blocks login with a clear message', async () => {
    const token = await loginAs(DEMO.sneak);
    expect((await call('/auth/user/deactivate-account/', { method: 'POST', token })).status).toBe(200);
    expect((await call('/auth/profile/', { token })).status).toBe(401);
    const login = await call<{ detail: string }>('/auth/login/', {
      json: { email: DEMO.sneak, password: 'Demo@12345' },
    });
    expect(login.status).toBe(403);
    expect(login.body.detail).toMatch(/deactivated/);
  });

  it('registers a feature request once and answers 409 the second time', async () => {
    const token = await loginAs(DEMO.sneak);
    const payload = { email: 'notify@example.com', name: 'Pat' };
    expect((await call('/auth/feature-requests/', { token, json: payload })).status).toBe(201);
    const again = await call('/auth/feature-requests/', { token, json: payload });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: "You're already registered for A.I. Toolset updates.",
      code: 'already_registered',
    });
  });

  it('lets an unverified account correct its email: the old code dies and a new one goes to the new address', async () => {
    const { body } = await call<{ access: string }>('/auth/signup/', {
      form: signupForm('mistyped@example.com'),
    });
    const oldCode = latestCode('mistyped@example.com');
    const taken = await call('/auth/verification-email/', {
      token: body.access,
      json: { email: DEMO.sneak },
    });
    expect(taken.status).toBe(400);

    const changed = await call('/auth/verification-email/', {
      token: body.access,
      json: { email: 'right@example.com' },
    });
    expect(changed.status).toBe(200);
    const stale = await call('/auth/verify-otp/', { json: { email: 'mistyped@example.com', otp: oldCode } });
    expect(stale.status).toBe(404);
    const code = latestCode('right@example.com');
    expect(
      (await call('/auth/verify-otp/', { json: { email: 'right@example.com', otp: code } })).status,
    ).toBe(200);
    const again = await call('/auth/verification-email/', {
      token: body.access,
      json: { email: 'x@example.com' },
    });
    expect(again.status).toBe(400);
  });

  it('carries the wrong tries over when the email to verify changes, so switching back and forth brings none', async () => {
    const { body } = await call<{ access: string }>('/auth/signup/', {
      form: signupForm('first@example.com'),
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      const otp = wrongCode(latestCode('first@example.com'));
      await call('/auth/verify-otp/', { json: { email: 'first@example.com', otp } });
    }
    for (const email of ['second@example.com', 'first@example.com'])
      await call('/auth/verification-email/', { token: body.access, json: { email } });
    const otp = latestCode('first@example.com');
    expect((await call('/auth/verify-otp/', { json: { email: 'first@example.com', otp } })).status).toBe(429);
  });

  it('finds industries by an everyday word and says which group and NAICS codes each belongs to', async () => {
    const found = await call<{ results: Array<{ name: string; group: string; naics_codes: string[] }> }>(
      '/auth/industries/?search=pav',
    );
    expect(found.body.results).toEqual([
      expect.objectContaining({
        name: 'Construction & Infrastructure',
        group: 'Building and construction',
        naics_codes: ['236', '237', '238'],
      }),
    ]);
  });

  it('moves onboarding_step on as steps are saved', async () => {
    const email = 'onboard@builder.example.com';
    const { body } = await call<{ access: string }>('/auth/signup/', { form: signupForm(email) });
    const token = body.access;
    const profile = await call<{ onboarding_step: string }>('/auth/profile/', { token });
    // The code is emailed at signup, so verifying it comes first (docs/product/screens.md#onboarding).
    expect(profile.body.onboarding_step).toBe('email-verification');
    await call('/auth/verify-otp/', { json: { email, otp: latestCode(email) } });
    const verified = await call<{ onboarding_step: string }>('/auth/profile/', { token });
    expect(verified.body.onboarding_step).toBe('geographic-coverage');
    const saved = await call<{ onboarding_step: string; profile: { states: unknown[] } }>(
      '/auth/onboarding/',
      {
        method: 'PUT',
        token,
        json: {
          completed_step: 'geographic-coverage',
          geographic_coverage: { region: 'South', states: [44, 37] },
        },
      },
    );
    expect(saved.body.onboarding_step).toBe('industry-categories');
    expect(saved.body.profile.states).toHaveLength(2);
  });
});
