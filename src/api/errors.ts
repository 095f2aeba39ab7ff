/**
 * The one error type every API call throws (docs/product/error-messages.md#how-errors-reach-the-screen needs the status, the server's message and, for
 * plan refusals, the machine code). Bodies follow docs/CONVENTIONS.md: `{"detail", "code"?}` or
 * field errors `{"field": ["message"]}`.
 */

/** Thrown with `status: 0` when no response arrived (docs/product/error-messages.md#network). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got a response. */
  readonly status: number;
  /** Parsed JSON body, the text body, or undefined. */
  readonly body: unknown;
  /** The body's machine `code` (e.g. `plan_bookmark_limit`), when it has one. */
  readonly code: string | undefined;

  constructor(status: number, body: unknown, statusText = '', options?: ErrorOptions) {
    super(readableMessage(status, body, statusText), options);
    this.status = status;
    this.body = body;
    this.code = stringProperty(body, 'code');
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
