/**
 * The fetch mutator every generated hook calls (orval `override.mutator`). It resolves the URL against
 * the API base, adds the bearer token where docs/product/screens.md#session-and-storage allows it, parses the body and throws `ApiError`
 * on anything but 2xx so React Query sees failures.
 */
import { getAccessToken } from '@/lib/session';
import { apiSettings } from './apiSettings';
import { PUBLIC_OPERATION_PATHS } from './generated/publicOperations';
import { ApiError } from './errors';

/** Error type of the generated hooks: orval imports `ErrorType` from the mutator file. */
export type ErrorType<_ErrorBody> = ApiError;

/** Calls whose path contains one of these never carry the bearer token: the contract's `security: []` operations. */
export const BEARER_EXEMPT_PATHS: readonly string[] = PUBLIC_OPERATION_PATHS;

/** `/bids/?page=1` -> `${baseUrl}/bids/?page=1`; absolute URLs are left alone. */
export function resolveApiUrl(url: string): string {
  if (isAbsoluteUrl(url)) return url;
  return `${apiSettings.baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * How long a read (GET) waits for the server's answer to start before it gives up with the network
 * sentence (docs/product/error-messages.md#network): a stalled connection otherwise leaves a screen
 * busy for good, with no error and no retry. Writes never give up (the server may have acted: exports,
 * uploads and payments are POSTs), nor does reading an answer's body once it has started.
 */
export const READ_TIMEOUT_MS = 30_000;

export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const finalUrl = resolveApiUrl(url);
  const headers = new Headers(init.headers);
  const token = getAccessToken();
  const sentToken = token && mayCarryToken(url) ? token : undefined;
  if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);
  const isRead = (init.method ?? 'GET').toUpperCase() === 'GET';
  const deadline = isRead ? giveUpAfter(READ_TIMEOUT_MS, init.signal) : undefined;
  const sent = deadline ? { ...init, signal: deadline.signal } : init;

  let response: Response;
  try {
    response = await (takeEarlyResponse(finalUrl, sentToken, sent) ?? fetch(finalUrl, { ...sent, headers }));
  } catch (error) {
    // A cancelled query must stay an AbortError so React Query treats it as a cancellation.
    if (init.signal?.aborted) throw error;
    throw ApiError.network(error);
  } finally {
    deadline?.stop();
  }

  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && sentToken) {
      apiSettings.onUnauthorized?.({ token: sentToken, method: (init.method ?? 'GET').toUpperCase() });
    }
    throw new ApiError(response.status, body, response.statusText);
  }
  // The contract promises this shape for 2xx; the generated hook supplies T.
  return body as T;
}

/**
 * A request the SPA fallback page sent as it was parsed, before the app's code had arrived
 * (scripts/vite/signedInScreenPreloads.ts): its URL, the token it carried, when it was sent
 * (`performance.now()`) and the answer.
 */
export interface EarlyRequest {
  url: string;
  token: string;
  sentAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    blEarlyRequests?: EarlyRequest[];
  }
}

/** An early answer older than this is not taken: the app asks again. */
export const EARLY_REQUEST_MAX_AGE_MS = 15_000;

/**
 * The answer to an early request identical to this call (a GET of the same URL with the same token,
 * sent moments ago), once: the call takes it instead of asking again. Another user's, or an old
 * one, is never taken, nor by a call already cancelled; a call cancelled while it waits rejects as
 * fetch would, and leaves the answer to the next identical call.
 */
function takeEarlyResponse(
  url: string,
  token: string | undefined,
  init: RequestInit,
): Promise<Response> | undefined {
  const early = globalThis.window?.blEarlyRequests;
  const { signal } = init;
  if (!early?.length || !token || init.body != null || (init.method ?? 'GET').toUpperCase() !== 'GET') return;
  if (signal?.aborted) return;
  const now = performance.now();
  const index = early.findIndex(
    (request) =>
      request.url === url && request.token === token && now - request.sentAt < EARLY_REQUEST_MAX_AGE_MS,
  );
  const [taken] = index < 0 ? [] : early.splice(index, 1);
  if (!taken || !signal) return taken?.response;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => {
      early.push(taken);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    taken.response.finally(() => signal.removeEventListener('abort', abort)).then(resolve, reject);
  });
}

/** A signal that aborts after `ms` (until stopped) or when the caller's does. */
function giveUpAfter(ms: number, callerSignal: AbortSignal | null | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  callerSignal?.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

/** Bearer only to the API's own origin, and never on the exempt auth paths. */
function mayCarryToken(url: string): boolean {
  // The placeholder base only lets URL parse relative and protocol-relative forms; just the path is read.
  const path = new URL(url, 'http://placeholder.invalid').pathname;
  if (BEARER_EXEMPT_PATHS.some((exempt) => path.includes(exempt))) return false;
  return !isAbsoluteUrl(url) || originOf(url) === originOf(apiSettings.baseUrl);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return undefined; // a relative base with no page location (Node): cannot match an absolute URL
  }
}

function isAbsoluteUrl(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(url);
}

/** JSON -> parsed value, text/* (e.g. the CSV export) -> string, other types -> Blob, no body -> undefined. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType && !/json|^text\//i.test(contentType)) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (!/json/i.test(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // a proxy's error page labelled as JSON: keep it readable
  }
}
