// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/session';
import { SCREEN_REQUESTS, SESSION_REQUEST } from '@/app/routeModules';
import { paths } from '@/lib/routes';
import { getGetAdminStatsUrl } from './generated/endpoints/admin/admin';
import { getGetSessionUrl } from './generated/endpoints/auth/auth';
import { getGetSubscriptionUrl, getListMyPaymentsUrl } from './generated/endpoints/payments/payments';
import {
  getGetBidUrl,
  getListFollowsUrl,
  getListSavedFiltersUrl,
  getListSimilarBidsUrl,
  getListSolicitationTypesUrl,
  listBids,
} from './generated/endpoints/bids/bids';
import { configureApi } from './apiSettings';
import { apiFetch, BEARER_EXEMPT_PATHS, READ_TIMEOUT_MS, resolveApiUrl } from './http';
import { type ApiError, errorDetail, fieldErrors, isApiError, NETWORK_ERROR_MESSAGE } from './errors';

const API_BASE = 'http://api.test/api';
const TOKEN = 'token-123';

/** Echoes the Authorization header so a test can see whether the bearer was sent. */
const echoAuthorization = ({ request }: { request: Request }) =>
  HttpResponse.json({ authorization: request.headers.get('Authorization'), url: request.url });

const server = setupServer(
  http.all(`${API_BASE}/*`, echoAuthorization),
  http.all('http://elsewhere.test/*', echoAuthorization),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  configureApi({ baseUrl: API_BASE, onUnauthorized: undefined });
});
afterAll(() => server.close());

function logIn() {
  localStorage.setItem(ACCESS_TOKEN_KEY, TOKEN);
}

async function caught(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

configureApi({ baseUrl: API_BASE });

describe('resolveApiUrl', () => {
  it('joins the base and the path with exactly one slash', () => {
    configureApi({ baseUrl: 'http://api.test/api/' });
    expect(resolveApiUrl('/bids/?page=1')).toBe('http://api.test/api/bids/?page=1');
    configureApi({ baseUrl: '/api' });
    expect(resolveApiUrl('bids/')).toBe('/api/bids/');
  });

  it('leaves absolute URLs alone', () => {
    expect(resolveApiUrl('http://elsewhere.test/file.csv')).toBe('http://elsewhere.test/file.csv');
  });
});

describe('apiFetch and the bearer token', () => {
  it('sends the stored access token as a bearer token', async () => {
    logIn();
    await expect(apiFetch('/auth/profile/')).resolves.toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    await expect(apiFetch('/auth/profile/')).resolves.toMatchObject({ authorization: null });
  });

  it.each(BEARER_EXEMPT_PATHS)('never sends the token to the exempt path %s', async (path) => {
    logIn();
    await expect(apiFetch(path, { method: 'POST' })).resolves.toMatchObject({ authorization: null });
  });

  it('never sends the token to another origin', async () => {
    logIn();
    await expect(apiFetch('http://elsewhere.test/bids/')).resolves.toMatchObject({ authorization: null });
  });

  it('sends the token to an absolute URL on the API origin', async () => {
    logIn();
    await expect(apiFetch(`${API_BASE}/bids/count/`)).resolves.toMatchObject({
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('is the mutator of the generated client, which keeps query parameters', async () => {
    logIn();
    const echoed: unknown = await listBids({ page: 2, pageSize: 25, include: 'active' });
    expect(echoed).toMatchObject({
      url: `${API_BASE}/bids/?page=2&pageSize=25&include=active`,
      authorization: `Bearer ${TOKEN}`,
    });
  });
});

describe('apiFetch response bodies', () => {
  it('returns CSV exports as text', async () => {
    const csv = 'bid_id,bid_name\nBL-26-004213,FM 1960 Road Resurfacing\n';
    server.use(
      http.post(`${API_BASE}/bids/export/`, () =>
        HttpResponse.text(csv, { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    await expect(apiFetch('/bids/export/', { method: 'POST' })).resolves.toBe(csv);
  });

  it('returns a Blob for other binary content', async () => {
    server.use(
      http.get(
        `${API_BASE}/file/`,
        () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const body = await apiFetch<Blob>('/file/');
    expect(body.size).toBe(3);
  });

  it('returns undefined for 204 No Content', async () => {
    server.use(http.delete(`${API_BASE}/bids/bookmarks/12/`, () => new HttpResponse(null, { status: 204 })));
    await expect(apiFetch('/bids/bookmarks/12/', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('apiFetch errors', () => {
  it('throws an ApiError whose message is the first field error for a 400', async () => {
    const body = {
      email: ['A user with this email already exists.'],
      password: ['Too short.', 'Too common.'],
    };
    server.use(http.post(`${API_BASE}/auth/signup/`, () => HttpResponse.json(body, { status: 400 })));
    const error = await caught(apiFetch('/auth/signup/', { method: 'POST' }));
    expect(error).toMatchObject({
      status: 400,
      body,
      code: undefined,
      message: 'A user with this email already exists.',
    });
    expect(fieldErrors(error)).toEqual({
      email: 'A user with this email already exists.',
      password: 'Too short.',
    });
  });

  it('throws an ApiError carrying the detail and the machine code of a 403 plan refusal', async () => {
    const body = { detail: 'Your Starter plan allows 5 bookmarks.', code: 'plan_bookmark_limit' };
    server.use(http.post(`${API_BASE}/bids/bookmarks/`, () => HttpResponse.json(body, { status: 403 })));
    const error = await caught(apiFetch('/bids/bookmarks/', { method: 'POST' }));
    expect(error).toMatchObject({ status: 403, code: 'plan_bookmark_limit', message: body.detail });
    expect(errorDetail(error)).toBe(body.detail);
    expect(fieldErrors(error)).toEqual({});
  });

  it('throws an ApiError with the status text when a 500 has no JSON body', async () => {
    server.use(
      http.get(
        `${API_BASE}/bids/`,
        () =>
          new HttpResponse('<h1>Server Error</h1>', {
            status: 500,
            statusText: 'Internal Server Error',
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await caught(apiFetch('/bids/'));
    expect(error).toMatchObject({
      status: 500,
      body: '<h1>Server Error</h1>',
      message: 'Internal Server Error',
    });
    expect(errorDetail(error)).toBeUndefined();
  });

  it('throws an ApiError with status 0 and the SPEC message when the network fails', async () => {
    server.use(http.get(`${API_BASE}/bids/`, () => HttpResponse.error()));
    const error = await caught(apiFetch('/bids/'));
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  describe('a read that never answers', () => {
    const neverAnswers = () => new Promise<never>(() => {});
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it('gives up after READ_TIMEOUT_MS with the network sentence', async () => {
      server.use(http.get(`${API_BASE}/bids/`, neverAnswers));
      const error = caught(apiFetch('/bids/'));
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
      expect(await error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    });

    it('stays a cancellation when its caller cancels it first', async () => {
      server.use(http.get(`${API_BASE}/bids/`, neverAnswers));
      const controller = new AbortController();
      const request = apiFetch('/bids/', { signal: controller.signal });
      controller.abort();
      await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('never cuts a write, however long it takes (exports, uploads, payments)', async () => {
      server.use(
        http.post(`${API_BASE}/bids/export/`, async () => {
          await new Promise((resolve) => setTimeout(resolve, 2 * READ_TIMEOUT_MS));
          return new HttpResponse('id,name', { headers: { 'Content-Type': 'text/csv' } });
        }),
      );
      const request = apiFetch('/bids/export/', { method: 'POST', body: '{}' });
      await vi.advanceTimersByTimeAsync(2 * READ_TIMEOUT_MS);
      await expect(request).resolves.toBe('id,name');
    });

    it('keeps an answer that starts in time', async () => {
      server.use(
        http.get(`${API_BASE}/bids/`, async () => {
          await new Promise((resolve) => setTimeout(resolve, READ_TIMEOUT_MS - 1));
          return HttpResponse.json({ count: 0 });
        }),
      );
      const request = apiFetch('/bids/');
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 2);
      await expect(request).resolves.toEqual({ count: 0 });
    });
  });

  it('rethrows an aborted request as an AbortError, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiFetch('/bids/', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  /** Logs in with a session-expired handler the test can look at. */
  function logInWatchingExpiry() {
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized });
    logIn();
    return onUnauthorized;
  }

  it('tells the session-expired handler which token and method a 401 answered', async () => {
    const onUnauthorized = logInWatchingExpiry();
    server.use(
      http.get(`${API_BASE}/auth/profile/`, () =>
        HttpResponse.json({ detail: 'Token expired.', code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    const error = await caught(apiFetch('/auth/profile/'));
    expect(error).toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ token: TOKEN, method: 'GET' });
  });

  it('does not call the session-expired handler when a login is refused with 401', async () => {
    const onUnauthorized = logInWatchingExpiry();
    server.use(
      http.post(`${API_BASE}/auth/login/`, () =>
        HttpResponse.json({ detail: 'Invalid email or password.' }, { status: 401 }),
      ),
    );
    await caught(apiFetch('/auth/login/', { method: 'POST' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiFetch and a request the page sent before the app started', () => {
  const sessionUrl = `${API_BASE}/auth/session/`;
  const earlyAnswer = (token: string, sentAt = performance.now()) => ({
    url: sessionUrl,
    token,
    sentAt,
    response: Promise.resolve(Response.json({ early: true })),
  });
  afterEach(() => {
    delete window.blEarlyRequests;
  });

  it('takes the early answer to the same request once, then asks the server', async () => {
    logIn();
    window.blEarlyRequests = [earlyAnswer(TOKEN)];

    await expect(apiFetch('/auth/session/')).resolves.toEqual({ early: true });
    await expect(apiFetch('/auth/session/')).resolves.toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it("never takes an answer sent with another user's token", async () => {
    logIn();
    window.blEarlyRequests = [earlyAnswer('token-of-someone-else')];

    await expect(apiFetch('/auth/session/')).resolves.toMatchObject({ authorization: `Bearer ${TOKEN}` });
  });

  it('never takes an old answer, nor one to a request that writes', async () => {
    logIn();
    window.blEarlyRequests = [earlyAnswer(TOKEN, performance.now() - 60_000), earlyAnswer(TOKEN)];

    await expect(apiFetch('/auth/session/', { method: 'POST', body: '{}' })).resolves.toMatchObject({
      authorization: `Bearer ${TOKEN}`,
    });
    await expect(apiFetch('/auth/session/')).resolves.toEqual({ early: true });
  });

  it('leaves the early answer alone when the call was cancelled before it was made', async () => {
    logIn();
    window.blEarlyRequests = [earlyAnswer(TOKEN)];
    const cancelled = new AbortController();
    cancelled.abort();

    await expect(apiFetch('/auth/session/', { signal: cancelled.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(apiFetch('/auth/session/')).resolves.toEqual({ early: true });
  });

  it('cancels a call waiting for the early answer, and gives that answer to the next call', async () => {
    logIn();
    let answer = (_response: Response) => {};
    window.blEarlyRequests = [
      { ...earlyAnswer(TOKEN), response: new Promise<Response>((resolve) => (answer = resolve)) },
    ];
    const cancelled = new AbortController();
    const waiting = apiFetch('/auth/session/', { signal: cancelled.signal });
    cancelled.abort();

    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    answer(Response.json({ early: true }));
    await expect(apiFetch('/auth/session/')).resolves.toEqual({ early: true });
  });

  it('treats a 401 early answer as its own: the session-expired handler hears the token it carried', async () => {
    logIn();
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized });
    window.blEarlyRequests = [
      {
        ...earlyAnswer(TOKEN),
        response: Promise.resolve(Response.json({ detail: 'Expired.' }, { status: 401 })),
      },
    ];

    expect((await caught(apiFetch('/auth/session/'))).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledWith({ token: TOKEN, method: 'GET' });
  });
});

describe('the requests the SPA fallback page sends early', () => {
  it('are the URLs the generated client asks for, with a token (a public request would never take one)', () => {
    const needsToken = (path: string) => !BEARER_EXEMPT_PATHS.some((exempt) => path.includes(exempt));
    expect(
      [SESSION_REQUEST, ...Object.values(SCREEN_REQUESTS).flat()].filter((path) => !needsToken(path)),
    ).toEqual([]);
    const fill = (template: string, id: number) => template.replace(':id', String(id));
    expect(SESSION_REQUEST).toBe(getGetSessionUrl());
    expect(SCREEN_REQUESTS['/summary/:id']?.map((template) => fill(template, 7))).toEqual([
      getGetBidUrl(7),
      getListSimilarBidsUrl(7),
    ]);
    // What the dashboard shows beside its rows (features/bids/api/dashboardRoute.ts).
    expect(SCREEN_REQUESTS[paths.dashboard]).toEqual([
      getListSavedFiltersUrl(),
      getListSolicitationTypesUrl(),
    ]);
    // Every followed bid at once, as the tracked lists ask (features/bids/api/trackedBids.ts).
    expect(SCREEN_REQUESTS[paths.followedBids]).toEqual([getListFollowsUrl({ page_size: 500 })]);
    expect(SCREEN_REQUESTS[paths.superAdmin]).toEqual([getGetAdminStatsUrl()]);
    // The whole payment history and the billing, as My Plans asks (features/profile/api).
    expect(SCREEN_REQUESTS[`${paths.userProfile}/plans`]).toEqual([
      getListMyPaymentsUrl({ page: 1, page_size: 100 }),
      getGetSubscriptionUrl(),
    ]);
  });
});
