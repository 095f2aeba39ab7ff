import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { type Decorator, type Loader, definePreview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { type ReactNode, createContext, use, useState } from 'react';
import { type LoaderFunction, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { resolveApiUrl } from '@/api/http';
import { ToastRegion } from '@/components/Toast';
import { AriaRouterBridge } from '@/lib/AriaRouterBridge';
import { QueryClientLoaderContext } from '@/lib/queryClientLoader';
import { forgetInteractionModality } from '@/testing/interactionModality';
import { type StorySession, endStorySession, startStorySession } from '@/testing/storySession';
import { handlers } from '@mocks/handlers';
import { pageFilesPassThrough } from '@mocks/http/pageFiles';
import { resetFakeBackend } from '@mocks/reset';
import '@/styles/global.css';
import { ANIMATION_WAIT_MS, axeRulesToEnable, waitForAnimationsToFinish } from './axeAudit';

/**
 * `parameters.router` lets a story start on a route, e.g. `{ initialEntries: ['/dashboard?page=1'] }`,
 * and give it the route's loader (a screen that reads its route's data), made with the story's cache.
 */
interface RouterParameters {
  initialEntries?: string[];
  loader?: (queryClient: QueryClient) => LoaderFunction;
}

/** The story, handed to the router's route through context so a change of args re-renders it in place. */
const StoryContent = createContext<ReactNode>(null);
function StoryScreen() {
  return use(StoryContent);
}

function StoryProviders({ children, router: parameters }: { children: ReactNode; router: RouterParameters }) {
  // A fresh cache per story, so no story sees another's data; no retries, so error states show at once.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  // A data router, as in the app: the story is every path's screen, so its links stay inside it.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '*',
          loader: parameters.loader?.(queryClient),
          element: (
            <AriaRouterBridge>
              <StoryScreen />
              <ToastRegion />
            </AriaRouterBridge>
          ),
        },
      ],
      { initialEntries: parameters.initialEntries ?? ['/'] },
    ),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <QueryClientLoaderContext value={() => Promise.resolve(queryClient)}>
        <StoryContent value={children}>
          <RouterProvider router={router} />
        </StoryContent>
      </QueryClientLoaderContext>
    </QueryClientProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  // Keyed by story so every story starts with new providers.
  <StoryProviders key={context.id} router={(context.parameters.router ?? {}) as RouterParameters}>
    <Story />
  </StoryProviders>
);

/**
 * The fake backend answers every story. Its handlers are the worker's initial handlers, so they survive the
 * addon's reset between stories, and a story's own `parameters.msw.handlers` (or `msw.use()` in `beforeEach`)
 * take precedence over them.
 */
async function startFakeBackend() {
  const worker = setupWorker(pageFilesPassThrough, ...handlers);
  const apiPath = new URL(resolveApiUrl('/'), window.location.href).pathname;
  await worker.start({
    quiet: true,
    // An API call no handler answers fails at once as a network error: it never reaches the catalog's
    // static server, whose index.html would make the story fail later on "Unexpected token '<'".
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith(apiPath)) print.error();
    },
  });
  return worker;
}

const fakeBackendLoader = mswLoader(startFakeBackend);

/**
 * Every story starts on the fake backend's seed, whatever the story before it on the page changed.
 * `parameters.account` (a demo account, or `{ token }`) logs the story in once the fake backend answers.
 * One loader does all three because Storybook runs loaders side by side.
 */
const withFakeBackendAndSession: Loader = async (context) => {
  resetFakeBackend();
  await fakeBackendLoader(context);
  const session = context.parameters.account as StorySession | null | undefined;
  if (session) await startStorySession(session);
};

/**
 * CSF factories: stories write `preview.meta({...})` and `meta.story({...})`. The addons whose preview
 * annotations the stories rely on are listed here (with a factory preview Storybook no longer adds them
 * from main.ts): without addon-a11y, axe would silently stop auditing the stories.
 */
const preview = definePreview({
  addons: [addonDocs(), addonA11y()],
  decorators: [withProviders],
  loaders: [withFakeBackendAndSession],
  beforeEach: () => {
    // React Aria's input modality is the page's, shared by the stories a page plays in turn.
    forgetInteractionModality();
    // Every story ends logged out, whatever it logged in as.
    return endStorySession;
  },
  // Storybook runs the project's afterEach before the addons' (in reverse order of annotation), so axe
  // (addon-a11y's afterEach) audits the story once its animations and transitions have ended.
  afterEach: () => waitForAnimationsToFinish(ANIMATION_WAIT_MS),
  parameters: {
    // The catalog opens on its introduction; then the design system, the features' screens, and the composed app.
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Features', 'Flows', 'App'] },
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story in the test-runner, not just warn in the panel. axe's
    // default rules plus the ones it leaves out unless asked (axeAudit.ts).
    a11y: { test: 'error', options: { rules: axeRulesToEnable } },
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        smallPhone: {
          name: 'Small phone (320 px)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
});

export default preview;
