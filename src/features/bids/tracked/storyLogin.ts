/** Demo accounts of the fake backend (docs/CONVENTIONS.md), by plan. */
export const STORY_ACCOUNTS = {
  sneak: 'sneak@demo.bidlantern.test',
  starter: 'starter@demo.bidlantern.test',
  essentials: 'essentials@demo.bidlantern.test',
} as const;

export type StoryAccount = keyof typeof STORY_ACCOUNTS;

/** Stories only: logs a demo account in against the fake backend the preview runs, as the login screen would. */
export async function logInForStory(account: StoryAccount): Promise<void> {
  const response = await fetch('/api/auth/login/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: STORY_ACCOUNTS[account], password: 'Demo@12345' }),
  });
  const { access } = (await response.json()) as { access: string };
  localStorage.setItem('access_token', access);
}
