import { getAccessToken } from '@/lib/session';
import { NO_ACCESS_TOKEN_MESSAGE } from '../lib/planMessages';

/** docs/product/plans-and-limits.md#what-each-plan-allows: saved-search, bookmark, follow and export calls fail before any request without a token. */
export function requireAccessToken(): void {
  if (!getAccessToken()) throw new Error(NO_ACCESS_TOKEN_MESSAGE);
}
