import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetScenario, resetMockDb, server } from '@mocks/node';
import { setAccessToken } from '@/lib/session';

export const DEMO_EMAILS = {
  sneak: 'sneak@demo.bidlantern.test',
  starter: 'starter@demo.bidlantern.test',
  essentials: 'essentials@demo.bidlantern.test',
} as const;

/** The stateful fake backend (`@mocks/node`) for component tests: a fresh seed, default scenario and a logged-out session per test. */
export function setupFakeBackend() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockDb();
    resetScenario();
    localStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Logs a demo account in through the fake backend and stores its token, as the login screen does. */
export async function logInAs(email: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login/', location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  const { access } = (await response.json()) as { access: string };
  setAccessToken(access);
  return access;
}
