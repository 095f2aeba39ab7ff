import { toastQueue } from '@/components/toastQueue';
import { ACCESS_TOKEN_KEY, setAccessToken } from '@/lib/session';

/** Demo accounts of the fake backend (docs/CONVENTIONS.md), by plan; all share the demo password. */
export const STORY_ACCOUNTS = {
  sneak: 'sneak@demo.bidlantern.test',
  starter: 'starter@demo.bidlantern.test',
  essentials: 'essentials@demo.bidlantern.test',
  admin: 'admin@demo.bidlantern.test',
} as const;

export type StoryAccount = keyof typeof STORY_ACCOUNTS;

/**
 * A story's `parameters.account`: a demo account to log in as (by plan or by email), or a token
 * for stories whose own handlers answer every call and accept any token.
 */
export type StorySession = StoryAccount | `${string}@${string}` | { token: string };

/**
 * Stories only: starts the session the story asks for, through `src/lib/session` as the app does. A demo
 * account logs in against the fake backend the preview runs, as the login screen would.
 */
export async function startStorySession(session: StorySession): Promise<void> {
  if (typeof session === 'object') {
    setAccessToken(session.token);
    return;
  }
  const email = session in STORY_ACCOUNTS ? STORY_ACCOUNTS[session as StoryAccount] : session;
  const response = await fetch('/api/auth/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  const { access } = (await response.json()) as { access: string };
  setAccessToken(access);
}

/**
 * After every story: logged out, and no toast left for the next story (the queue is the page's).
 * Only the token goes from storage: the preview shares its origin, and so its storage, with the
 * Storybook manager, whose settings the app's clearSession() would wipe.
 */
export function endStorySession(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  toastQueue.clear();
}
