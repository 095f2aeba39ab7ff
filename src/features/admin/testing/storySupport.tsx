import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { LogoutContext } from '@/lib/logout';
import { NO_ACCESS_TITLE } from '../components/NoAccess';

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

type PlayContext = { canvasElement: HTMLElement };

/** The stories each console screen tells about its one call (`path`, e.g. '/admin/users/') going wrong. */
export const callStories = {
  /** The call never answers: the screen's loading text. */
  loading: (path: string, text = 'Loading...') => ({
    parameters: { msw: { handlers: [answers.loading(path)] } },
    play: async ({ canvasElement }: PlayContext) => {
      await expect(await within(canvasElement).findByText(text)).toBeVisible();
    },
  }),
  /** The call fails (503): the screen's failure message. */
  loadFailed: (path: string, message: string) => ({
    parameters: { msw: { handlers: [answers.failure(path)] } },
    play: async ({ canvasElement }: PlayContext) => {
      await expect(await within(canvasElement).findByText(message)).toBeVisible();
    },
  }),
  /** An administrator whose rights were removed meanwhile: the server's 403 not_admin, in words. */
  notAdmin: (path: string) => ({
    parameters: { msw: { handlers: [answers.notAdmin(path)] } },
    play: showsHeading(NO_ACCESS_TITLE),
  }),
};

/** A play that waits for the heading `name` (an empty list's message, no access) to show. */
export function showsHeading(name: string) {
  return async ({ canvasElement }: PlayContext) => {
    await expect(await within(canvasElement).findByRole('heading', { name })).toBeVisible();
  };
}

/** A story again at phone width, where the console's sections become a row above the content. */
export function onPhone<Play>(story: { play?: Play }) {
  return { globals: { viewport: { value: 'phone', isRotated: false } }, play: story.play };
}
