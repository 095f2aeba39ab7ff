/**
 * The one error type every API call throws (docs/product/error-messages.md#how-errors-reach-the-screen needs the status, the server's message and, for
 * plan refusals, the machine code). Bodies follow docs/CONVENTIONS.md: `{"detail", "code"?}` or
 * field errors `{"field": ["message"]}`.
 */

import { NETWORK_ERROR_MESSAGE } from '@/lib/networkMessage';
import type { ErrorCode } from './generated/model/errorCode';

/** Thrown with `status: 0` when no response arrived (docs/product/error-messages.md#network). */
export { NETWORK_ERROR_MESSAGE };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got a response. */
  readonly status: number;
  /** Parsed JSON body, the text body, or undefined. */
  readonly body: unknown;
  /** The body's machine `code` (e.g. `plan_bookmark_limit`), when it has one: the contract's ErrorCode. */
  readonly code: ErrorCode | undefined;

  constructor(status: number, body: unknown, statusText = '', options?: ErrorOptions) {
    super(readableMessage(status, body, statusText), options);
    this.status = status;
    this.body = body;
    // The contract lists every code (ErrorCode); like a 2xx body, the error body is taken at its word.
    this.code = stringProperty(body, 'code') as ErrorCode | undefined;
  }

  static network(cause: unknown): ApiError {
    return new ApiError(0, undefined, NETWORK_ERROR_MESSAGE, { cause });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's `detail` message, if the error carries one. */
export function errorDetail(error: unknown): string | undefined {
  return isApiError(error) ? stringProperty(error.body, 'detail') : undefined;
}

/** First message per field of a DRF field-error body (`{"email": ["..."]}` -> `{email: "..."}`). */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? firstMessages(error.body) : {};
}

/** docs/product/error-messages.md: the generic sentence when a refusal has no words of its own. */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong. Please try again.';

/** Which of the server's own words a screen shows: its `detail`, also its first field message, or none. */
export type ServerWords = 'detail' | 'detail-or-field' | 'none';

/** How one screen words an API failure (the sentences are the screen's; the order is the same everywhere). */
export interface ErrorWording {
  /** When nothing more specific applies. */
  fallback: string;
  /** Sentences the product fixes per HTTP status; the server's words (if read) come first. */
  byStatus?: Readonly<Partial<Record<number, string>>>;
  /** Which server words win over `byStatus` and `fallback` (default 'detail-or-field')... */
  serverWords?: ServerWords;
  /** ...and for which statuses (default every status). */
  serverWordsFor?: readonly number[];
  /** A failure that is not an API answer at all (a thrown bug); default `fallback`. */
  unexpected?: string;
}

/**
 * The one mapper from a failed call to the sentence a screen shows: the network sentence when
 * nothing answered, else the server's words, else the screen's sentence for the status, else its fallback.
 */
export function apiErrorMessage(error: unknown, wording: ErrorWording): string {
  const { fallback, byStatus = {}, serverWords = 'detail-or-field', serverWordsFor, unexpected } = wording;
  if (!isApiError(error)) return unexpected ?? fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  const readsServer = serverWords !== 'none' && (serverWordsFor?.includes(error.status) ?? true);
  const detail = readsServer ? stringProperty(error.body, 'detail') : undefined;
  const fieldMessage =
    readsServer && serverWords === 'detail-or-field'
      ? Object.values(firstMessages(error.body))[0]
      : undefined;
  return detail ?? fieldMessage ?? byStatus[error.status] ?? fallback;
}

function firstMessages(body: unknown): Record<string, string> {
  if (!isRecord(body)) return {};
  const messages: Record<string, string> = {};
  for (const [field, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : undefined;
    if (typeof first === 'string') messages[field] = first;
  }
  return messages;
}

function readableMessage(status: number, body: unknown, statusText: string): string {
  const detail = stringProperty(body, 'detail');
  if (detail) return detail;
  const [firstFieldError] = Object.values(firstMessages(body));
  if (firstFieldError) return firstFieldError;
  return statusText || `Request failed with status ${status}.`;
}

function stringProperty(body: unknown, key: string): string | undefined {
  const value = isRecord(body) ? body[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
