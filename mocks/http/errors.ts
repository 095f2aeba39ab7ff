import type { ErrorCode } from '@/api/generated/model';

/** Error bodies as the contract defines them: one readable detail (+ code) or per-field messages. */
export type ErrorBody = { detail: string; code?: ErrorCode } | Record<string, string[]>;

/** Thrown anywhere inside a route; the route wrapper turns it into the response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail, code: 'not_found' });
export const forbidden = (detail: string, code: ErrorCode) => new HttpError(403, { detail, code });
