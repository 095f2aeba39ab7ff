import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/auth/auth';
import { getListBidsQueryKey, getListBidsUrl } from '@/api/generated/endpoints/bids/bids';
import type { BidsPage, ListBidsParams } from '@/api/generated/model';
import { resolveApiUrl } from '@/api/http';
import { getSession } from '@/api/generated/endpoints/auth/getSession';
import { sessionQueryKey } from '@/api/session';
import { clearSession, getAccessToken } from '@/lib/session';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { EMPTY_BIDS_PAGE } from '../testing/bidsPages';
import { firstVisitBidsPath } from './dashboardRouteSearch';
import { loadDashboard } from './dashboardRoute';

setupFakeBackend();

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const at = (path: string) => new URL(path, 'http://localhost');

/** The GET /bids/ calls in the cache, by their parameters. */
const bidsCalls = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: getListBidsQueryKey() })
    .map((query) => query.queryKey[1] as ListBidsParams);

/**
 * Loading `path` as `email` asks for its rows (`params`) at once, while the query at `notYetAnswered`
 * still has no answer. Returns the cache once the loader is done.
 */
async function asksForRowsAtOnce(
  email: string,
  path: string,
  params: Partial<ListBidsParams>,
  notYetAnswered: QueryKey,
) {
  await logInAs(email);
  const queryClient = newQueryClient();
  const loading = loadDashboard(queryClient, at(path));
  expect(bidsCalls(queryClient)).toEqual([expect.objectContaining(params)]);
  expect(queryClient.getQueryData(notYetAnswered)).toBeUndefined();
  await loading;
  return queryClient;
}

describe('the dashboard route loader', () => {
  it("redirects a first visit to the search with the profile's coverage and answers", async () => {
    await logInAs(DEMO_EMAILS.starter);
    const answer = await loadDashboard(newQueryClient(), at('/dashboard?page=1&pageSize=25'));
    expect(answer).toBeInstanceOf(Response);
    const location = new URL((answer as Response).headers.get('Location') ?? '', 'http://localhost');
    expect(location.searchParams.get('states')).toBe('TX,OK');
    expect(location.searchParams.get('naics')).toBe('236,237,238,237310,238910');
  });

  it('keeps the preview pane’s bid when it redirects', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const answer = await loadDashboard(newQueryClient(), at('/dashboard?page=1&bid=12'));
    const location = new URL((answer as Response).headers.get('Location') ?? '', 'http://localhost');
    expect(location.searchParams.get('bid')).toBe('12');
  });

  it('hands the screen the parsed search with its page of bids already loaded', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const queryClient = newQueryClient();
    const path = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=TX';
    const answer = await loadDashboard(queryClient, at(path));
    expect(answer).toMatchObject({ search: { lists: { states: ['TX'] } }, isInvalidLink: false });
    const [call] = bidsCalls(queryClient);
    expect(call).toMatchObject({ states: 'TX', page: 1 });
    expect(queryClient.getQueryState(getListBidsQueryKey(call))?.status).toBe('success');
  });

  it('asks for the rows of a link that names its states before the profile has answered', async () => {
    await asksForRowsAtOnce(
      DEMO_EMAILS.starter,
      '/dashboard?states=TX&search=road',
      { states: 'TX', search: 'road' },
      getGetProfileQueryKey(),
    );
  });

  it('asks for the rows of a link with advanced filters beside the session, and for nothing more on a plan that has them', async () => {
    const queryClient = await asksForRowsAtOnce(
      DEMO_EMAILS.essentials,
      '/dashboard?states=TX&naics=237310',
      { states: 'TX', naics: '237310' },
      sessionQueryKey(),
    );
    expect(bidsCalls(queryClient)).toHaveLength(1);
  });

  it('asks again without the advanced filters when the session says the plan has none', async () => {
    await logInAs(DEMO_EMAILS.sneak);
    const queryClient = newQueryClient();
    const answer = await loadDashboard(
      queryClient,
      at('/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=TX&naics=237310'),
    );
    expect(answer).toMatchObject({ canUseAdvancedFilters: false, bidsParams: { states: 'TX' } });
    expect(bidsCalls(queryClient)).toContainEqual(expect.not.objectContaining({ naics: expect.anything() }));
  });

  it.each([
    [DEMO_EMAILS.essentials, expect.objectContaining({ naics: '237310' })],
    [DEMO_EMAILS.sneak, expect.not.objectContaining({ naics: expect.anything() })],
  ])(
    "asks for a link's rows by the session's plan when the session has answered and its profile not yet (%s)",
    async (email, params) => {
      await logInAs(email);
      const queryClient = newQueryClient();
      queryClient.setQueryData(sessionQueryKey(), await getSession());
      const loading = loadDashboard(queryClient, at('/dashboard?states=TX&naics=237310'));
      expect(bidsCalls(queryClient)).toEqual([expect.objectContaining({ states: 'TX' })]);
      expect(bidsCalls(queryClient)[0]).toEqual(params);
      await loading;
      expect(bidsCalls(queryClient)).toHaveLength(1);
    },
  );

  describe('on its own link, with the bids the SPA fallback page asked for early', () => {
    const link = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=TX&bid=7';
    const params: ListBidsParams = {
      page: 1,
      pageSize: 25,
      bid_type: 'Active',
      ordering: 'closing_date',
      states: 'TX',
    };
    /** An early request for `query`'s bids, answered with an empty page, as the inline script sends it. */
    const sendEarly = (query: ListBidsParams) => {
      window.blEarlyRequests = [
        {
          url: resolveApiUrl(getListBidsUrl(query)),
          token: getAccessToken() ?? '',
          sentAt: performance.now(),
          response: Promise.resolve(Response.json(EMPTY_BIDS_PAGE)),
        },
      ];
    };
    // Answers stay fresh while the loader runs, as in the app's cache (src/app/query/queryClient.ts).
    const freshQueryClient = () =>
      new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const loadedPage = async (queryClient: QueryClient) => {
      const answer = await loadDashboard(queryClient, at(link));
      expect(answer).toMatchObject({ bidsParams: params, isInvalidLink: false });
      return queryClient.getQueryData<BidsPage>(getListBidsQueryKey(params));
    };

    it('takes that answer instead of asking again', async () => {
      await logInAs(DEMO_EMAILS.essentials);
      sendEarly(params);
      expect(await loadedPage(freshQueryClient())).toEqual(EMPTY_BIDS_PAGE);
      expect(window.blEarlyRequests).toEqual([]);
    });

    it('asks itself when the early request was for another search', async () => {
      await logInAs(DEMO_EMAILS.essentials);
      sendEarly({ ...params, page: 2 });
      expect((await loadedPage(freshQueryClient()))?.count).toBeGreaterThan(0);
      expect(window.blEarlyRequests).toHaveLength(1);
      delete window.blEarlyRequests;
    });
  });

  describe("on a first visit, the request the SPA fallback page derives from the session's answer", () => {
    /** The GET /bids/ path the loader asks for on a first visit to `path`, once it has redirected. */
    const loaderBidsPath = async (path: string) => {
      const queryClient = newQueryClient();
      const answer = await loadDashboard(queryClient, at(path));
      const location = (answer as Response).headers.get('Location') ?? '';
      const data = await loadDashboard(queryClient, at(location));
      return getListBidsUrl((data as { bidsParams: ListBidsParams }).bidsParams);
    };

    it.each(Object.entries(DEMO_EMAILS))("is the loader's own for %s's profile", async (_, email) => {
      for (const path of ['/dashboard', '/dashboard?page=2&ordering=posted_date&bid=4']) {
        await logInAs(email);
        const session = await getSession();
        const early = firstVisitBidsPath(new URL(path, 'http://localhost').search, session);
        expect(early).toBe(await loaderBidsPath(path));
      }
    });

    it('covers the first-run filters', async () => {
      await logInAs(DEMO_EMAILS.starter);
      expect(firstVisitBidsPath('', await getSession())).toMatch(/[?&]naics=236%2C/);
    });

    it('is none for a link that names its states, or a user still onboarding', async () => {
      await logInAs(DEMO_EMAILS.essentials);
      const session = await getSession();
      expect(firstVisitBidsPath('?states=TX', session)).toBeNull();
      const onboarding = { ...session, profile: { ...session.profile, onboarding_step: 'plan' as const } };
      expect(firstVisitBidsPath('', onboarding as typeof session)).toBeNull();
    });
  });

  it('fetches nothing when signed out (the guard sends the user to log in)', async () => {
    clearSession();
    const queryClient = newQueryClient();
    expect(await loadDashboard(queryClient, at('/dashboard'))).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
