// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer, type MockHttpServer } from '@mocks/server';
import { call, loginAs, signupForm } from './api-client';

let mock: MockHttpServer;

beforeAll(async () => {
  mock = await createMockHttpServer(0);
});
afterAll(() => mock.close());

/** A GET with a Host header of the test's choosing (fetch always sends the URL's own host). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, mock.url), { headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const port = () => new URL(mock.url).port;

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
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each(['http://127.0.0.1:4319', 'https://localhost', 'http://[::1]:3000'])(
    'lets the local origin %s read its answers, without credentials',
    async (origin) => {
      const response = await fetch(`${mock.url}/api/auth/plans/`, { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example:4010',
    'null',
  ])('refuses another website (%s): no CORS headers, no preflight, no request', async (origin) => {
    const simple = await fetch(`${mock.url}/api/auth/plans/`, { headers: { Origin: origin } });
    expect(simple.status).toBe(403);
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = await fetch(`${mock.url}/__mock/reset`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();

    // A form post needs no preflight: it is refused before it can log in as the documented admin.
    const blindLogin = await fetch(`${mock.url}/api/auth/login/`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: 'admin@demo.bidlantern.test', password: 'Demo@12345' }),
    });
    expect(blindLogin.status).toBe(403);
  });

  it.each(['evil.example', 'evil.example:4010', 'localhost.evil.example', '127.0.0.1.nip.io', '10.0.0.7'])(
    'refuses a request addressed to the host %s, so a rebound DNS name cannot reach it',
    async (host) => {
      const answer = await getWithHost('/__mock/emails', host);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ detail: expect.stringContaining(host) });
    },
  );

  it.each(['localhost', '127.0.0.1', '[::1]'])(
    'answers a request addressed to %s on any port, as a local proxy forwards it',
    async (name) => {
      const answer = await getWithHost('/api/auth/plans/', `${name}:${port()}`);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1 })]));
      expect((await getWithHost('/api/auth/plans/', name)).status).toBe(200);
    },
  );
});
