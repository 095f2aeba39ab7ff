// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { findPageHeading, renderApp } from './testing/renderApp';

const server = setupFakeBackend();

/** What the fake backend saw, in order: each request as it started and as it was answered. */
function recordTraffic() {
  const events: string[] = [];
  const started = ({ request }: { request: Request }) =>
    events.push(`start ${new URL(request.url).pathname}`);
  const answered = ({ request }: { request: Request }) =>
    events.push(`answer ${new URL(request.url).pathname}`);
  server.events.on('request:start', started);
  server.events.on('response:mocked', answered);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('response:mocked', answered);
  });
  return events;
}

/** True when every one of `paths` was asked for before any of them was answered: none waited for another. */
function allStartedBeforeAnyAnswer(events: string[], paths: string[]) {
  const firstAnswer = events.findIndex((event) => paths.some((path) => event === `answer ${path}`));
  return paths.every((path) => {
    const start = events.indexOf(`start ${path}`);
    return start >= 0 && (firstAnswer < 0 || start < firstAnswer);
  });
}

/** True when the session was asked for no later than any of `paths`: none of them waited for it. */
function sessionStartedFirst(events: string[], paths: string[]) {
  const session = events.indexOf('start /api/auth/session/');
  return session >= 0 && paths.every((path) => session < events.indexOf(`start ${path}`));
}

/** True when none of `paths` was asked for: their answers came with another request. */
function neverAskedFor(events: string[], paths: string[]) {
  return paths.every((path) => !events.includes(`start ${path}`));
}

/**
 * Loads a screen's modules before the test, as a browser would have them by the time its requests
 * answer: here they compile on first import, slower than the fake backend answers.
 */
async function loadScreenCode(...modules: Array<() => Promise<unknown>>) {
  await Promise.all(modules.map((load) => load()));
}

describe("a screen's requests start from its route, side by side", () => {
  it("asks for the dashboard's session, saved searches and solicitation types at once, and its bids after the session alone", async () => {
    await loadScreenCode(
      () => import('@/features/bids/routes/DashboardPage'),
      () => import('@/features/bids/api/dashboardRoute'),
    );
    await logInAs(DEMO_EMAILS.essentials);
    const events = recordTraffic();
    renderApp('/dashboard');

    const paths = ['/api/auth/session/', '/api/bids/saved-filters/', '/api/bids/solicitation/'];
    await waitFor(() => expect(events).toContain('answer /api/bids/'));
    expect(allStartedBeforeAnyAnswer(events, paths), events.join('\n')).toBe(true);
    // A first visit needs the profile's coverage: the bids wait for the session and for nothing else.
    expect(events.indexOf('start /api/bids/')).toBeGreaterThan(events.indexOf('answer /api/auth/session/'));
    expect(neverAskedFor(events, ['/api/auth/profile/', '/api/auth/plans/']), events.join('\n')).toBe(true);
    expect(events.filter((event) => event === 'start /api/auth/session/')).toHaveLength(1);
  });

  it('asks for a bid and its similar bids at once', async () => {
    await loadScreenCode(() => import('@/features/bids/routes/BidSummaryPage'));
    await logInAs(DEMO_EMAILS.essentials);
    const events = recordTraffic();
    renderApp('/summary/1');

    const paths = ['/api/bids/1/', '/api/bids/similar/1'];
    await waitFor(() => expect(events).toContain('answer /api/bids/similar/1'));
    expect(allStartedBeforeAnyAnswer(events, paths), events.join('\n')).toBe(true);
  });

  it('asks for the followed bids beside the session whose plan decides whether they show', async () => {
    await loadScreenCode(() => import('@/features/bids/routes/FollowedBidsPage'));
    await logInAs(DEMO_EMAILS.essentials);
    const events = recordTraffic();
    renderApp('/dashboard/followedBids');

    expect(await findPageHeading('Followed Bids')).toBeInTheDocument();
    const paths = ['/api/auth/session/', '/api/bids/follow/'];
    await waitFor(() => expect(events).toContain('answer /api/bids/follow/'));
    expect(allStartedBeforeAnyAnswer(events, paths), events.join('\n')).toBe(true);
    expect(neverAskedFor(events, ['/api/auth/profile/', '/api/auth/plans/']), events.join('\n')).toBe(true);
  });

  it('asks for the payment history beside the session whose profile decides whether it shows', async () => {
    // jsdom has no matchMedia; the tab's plan cards ask it whether to animate.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    await loadScreenCode(
      () => import('@/features/profile/routes/UserProfilePage'),
      () => import('./profile/MyPlansTabPage'),
      () => import('./profile/ProfileTabError'),
    );
    await logInAs(DEMO_EMAILS.starter);
    // As on a network, answers take a while: here the fake answers within the few ticks between the
    // area's route and its tab's, which would say nothing about whether one waited for the other.
    server.use(http.all('*/api/*', () => delay(50)));
    const events = recordTraffic();
    renderApp('/user-profile/plans');

    expect(await screen.findByRole('heading', { name: 'Payment history' })).toBeInTheDocument();
    const paths = ['/api/payments/my-payments/', '/api/auth/states/'];
    await waitFor(() => expect(events).toContain('answer /api/payments/my-payments/'));
    expect(allStartedBeforeAnyAnswer(events, paths), events.join('\n')).toBe(true);
    expect(sessionStartedFirst(events, paths), events.join('\n')).toBe(true);
    // Asked once as the tab opened, not once more as the history rendered.
    expect(events.filter((event) => event === 'start /api/payments/my-payments/')).toHaveLength(1);
  });

  it.each([
    {
      part: 'figures',
      route: '/super-admin',
      load: () => import('@/features/admin/routes/AdminOverviewPage'),
      api: '/api/admin/stats/',
    },
    {
      part: 'scrapers',
      route: '/super-admin/scrapers',
      load: () => import('@/features/admin/routes/AdminScrapersPage'),
      api: '/api/scrapping/scrapers/',
    },
  ])(
    "asks for the console's $part beside the session whose profile says who may see them",
    async ({ route, load, api }) => {
      await loadScreenCode(() => import('@/features/admin/routes/SuperAdminPage'), load);
      await logInAs('admin@demo.bidlantern.test');
      const events = recordTraffic();
      renderApp(route);

      await waitFor(() => expect(events).toContain(`answer ${api}`));
      expect(allStartedBeforeAnyAnswer(events, [api]), events.join('\n')).toBe(true);
      expect(sessionStartedFirst(events, [api]), events.join('\n')).toBe(true);
    },
  );
});
