import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { UserRecord } from '../db';
import { notifyStateChange } from '../persistence/changes';
import { ensureSeeded } from '../persistence/snapshot';
import { getScenario, takeFailNext } from '../scenario';
import { settleSubscription } from '../store/subscriptions';
import { HttpError } from './errors';
import { bearerToken, userForToken } from './sessions';

/** Where the fake backend answers, on any host: the API, and its own controls (controlRoute). */
const API_PATH = '/api';
const CONTROL_PATH = '/__mock';

/** Whether a request's path is one the fake backend answers (everything else is the app's own files). */
export function isFakeBackendPath(pathname: string): boolean {
  return [API_PATH, CONTROL_PATH].some((prefix) => pathname.startsWith(`${prefix}/`));
}

/** Every stateful response carries this header so tests can tell it from orval's stateless fallback. */
export const STATEFUL_HEADER = 'x-mock-handler';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type AuthMode = 'required' | 'optional' | 'none';

interface RouteOptions<Auth extends AuthMode> {
  auth: Auth;
  /** Only super-admins (403 `not_admin` otherwise). */
  admin?: true;
}

export interface RouteContext<Auth extends AuthMode> {
  request: Request;
  url: URL;
  params: Record<string, string>;
  user: Auth extends 'required' ? UserRecord : UserRecord | null;
  /** Parsed JSON, or the fields of a multipart/urlencoded form; undefined without a body. */
  body: unknown;
}

type Resolver<Auth extends AuthMode> = (context: RouteContext<Auth>) => Response | Promise<Response>;

/** JSON response typed by the contract's model, e.g. `json<Profile>(toProfile(user))`. */
export function json<T>(data: T, status = 200, headers?: HeadersInit): Response {
  return HttpResponse.json(data as JsonBodyType, { status, headers });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

async function parseBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
    });
    return fields;
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { detail: 'JSON parse error: the request body is not valid JSON.' });
  }
}

function authenticate(request: Request, mode: AuthMode): UserRecord | null {
  if (mode === 'none') return null;
  const token = bearerToken(request);
  if (!token) {
    if (mode === 'required')
      throw new HttpError(401, {
        detail: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      });
    return null;
  }
  const user = userForToken(token);
  if (!user || !user.is_active)
    throw new HttpError(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' });
  // Billing's clock: renewals and period ends due by now happen before the request is answered.
  return settleSubscription(user);
}

/** Latency first, then a one-shot failure for this path, then the random failure rate. */
async function applyScenario(url: URL): Promise<Response | null> {
  const scenario = getScenario();
  const latency = scenario.latencyMs + Math.random() * scenario.latencyJitterMs;
  if (latency > 0) await delay(latency);
  const forced = takeFailNext(url.pathname);
  if (forced) return json({ detail: `Simulated failure (${forced.status}).` }, forced.status);
  if (scenario.failureRate > 0 && Math.random() < scenario.failureRate) {
    return json({ detail: 'The server is temporarily unavailable (simulated). Please try again.' }, 503);
  }
  return null;
}

function markStateful(response: Response): Response {
  response.headers.set(STATEFUL_HEADER, 'stateful');
  return response;
}

async function run(request: Request, work: () => Promise<Response>): Promise<Response> {
  ensureSeeded();
  let response: Response;
  try {
    response = await work();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    response = json(error.body, error.status);
  }
  if (request.method !== 'GET' && response.status < 400) await notifyStateChange();
  return markStateful(response);
}

/**
 * One API operation of the fake backend, matched on any origin under `/api` (`/api` in the browser,
 * `http://127.0.0.1:4010/api` over HTTP). Handles scenario latency and failures, bearer auth,
 * admin checks and body parsing; a thrown `HttpError` becomes its response.
 */
export function route<Auth extends AuthMode>(
  method: Method,
  path: string,
  options: RouteOptions<Auth>,
  resolver: Resolver<Auth>,
): HttpHandler {
  return http[method](`*${API_PATH}${path}`, async ({ request, params }) =>
    run(request, async () => {
      const url = new URL(request.url);
      const failure = await applyScenario(url);
      if (failure) return failure;
      const user = authenticate(request, options.auth);
      if (options.admin && !user?.is_admin)
        throw new HttpError(403, { detail: 'Only administrators can do this.', code: 'not_admin' });
      const body = await parseBody(request);
      return resolver({
        request,
        url,
        params: params as Record<string, string>,
        user: user as RouteContext<Auth>['user'],
        body,
      });
    }),
  );
}

/** Mock-only control endpoints under `/__mock` (mailbox, reset, scenario, Stripe emulation): no scenario, no auth. */
export function controlRoute(method: Method, path: string, resolver: Resolver<'none'>): HttpHandler {
  return http[method](`*${CONTROL_PATH}${path}`, async ({ request, params }) =>
    run(request, async () => {
      const url = new URL(request.url);
      const body = await parseBody(request);
      return resolver({ request, url, params: params as Record<string, string>, user: null, body });
    }),
  );
}
