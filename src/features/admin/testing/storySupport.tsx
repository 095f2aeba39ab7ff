import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { LogoutContext } from '@/lib/logout';

/** The console's logout, minus the app's caches: nothing to do in a story. */
export const withStoryLogout: Decorator = (Story) => (
  <LogoutContext.Provider value={async () => {}}>
    <Story />
  </LogoutContext.Provider>
);

/** MSW handlers for one admin call in a given state. */
export const answers = {
  loading: (path: string) => http.get(`*/api${path}`, () => delay('infinite')),
  failure: (path: string) =>
    http.get(`*/api${path}`, () =>
      HttpResponse.json({ detail: 'The server is temporarily unavailable.' }, { status: 503 }),
    ),
  notAdmin: (path: string) =>
    http.get(`*/api${path}`, () =>
      HttpResponse.json({ detail: 'Only administrators can do this.', code: 'not_admin' }, { status: 403 }),
    ),
  emptyPage: (path: string) =>
    http.get(`*/api${path}`, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
};

/** The first answer of a story can wait for the fake backend to seed its 5,000 bids. */
export const FIRST_ANSWER = { timeout: 10_000 } as const;
