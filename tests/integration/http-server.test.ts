// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer, type MockHttpServer } from '@mocks/server';
import { call, loginAs, signupForm } from './api-client';

let mock: MockHttpServer;

beforeAll(async () => {
  mock = await createMockHttpServer(0);
});
afterAll(() => mock.close());

describe('the fake backend over real HTTP', () => {
  it('signs up, reads the OTP from /__mock/emails, verifies and logs in', async () => {
    const api = `${mock.url}/api`;
    const email = 'http@builder.example.com';
    const signup = await call('/auth/signup/', { base: api, form: signupForm(email) });
    expect(signup.status).toBe(201);

    const mailbox = await call<Array<{ to: string; subject: string; code: string }>>('/__mock/emails', {
      base: mock.url,
    });
    const message = mailbox.body.find((entry) => entry.to === email);
    expect(message?.subject).toBe('Your BidLantern verification code');

    expect((await call('/auth/verify-otp/', { base: api, json: { email, otp: message?.code } })).status).toBe(
      200,
    );
    expect(await loginAs(email, 'Paving@2026', api)).toMatch(/^mock\./);
  });

  it('answers CORS preflights for local development', async () => {
    const response = await fetch(`${mock.url}/api/auth/profile/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});
