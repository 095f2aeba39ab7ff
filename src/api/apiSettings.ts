import { config } from '@/lib/config';

/**
 * Where the API lives and what a 401 does, read by the fetch mutator (http.ts) on every call. A
 * module of its own so the app can wire the session-expired handler at start without loading the
 * mutator: the landing makes no API call, so http.ts and ApiError stay out of its entry chunk.
 */
export interface ApiSettings {
  /** `/api` on this origin, or an absolute URL such as `http://127.0.0.1:4010/api`. */
  baseUrl: string;
  /** Called when a call that carried a token gets 401 (the app decides whether that ends the session). */
  onUnauthorized: ((answer: UnauthorizedAnswer) => void) | undefined;
}

/** A 401 to a call that carried a token: which token it answered, and the call's method. */
export interface UnauthorizedAnswer {
  /** The token the call was sent with: a late answer to an older session carries that session's token. */
  token: string;
  /** GET for reads, which may run in the background (a refetch); anything else is the user's own action. */
  method: string;
}

export const apiSettings: ApiSettings = { baseUrl: config.apiBaseUrl, onUnauthorized: undefined };

/** Set the base URL (tests in Node need an absolute one) and/or the session-expired handler. */
export function configureApi(options: Partial<ApiSettings>): void {
  Object.assign(apiSettings, options);
}
