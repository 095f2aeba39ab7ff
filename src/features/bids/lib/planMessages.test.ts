import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { NO_ACCESS_TOKEN_MESSAGE, bidActionErrorMessage, isPlanRefusal } from './planMessages';

const FALLBACK = 'We could not bookmark this bid. Please try again.';

describe('bidActionErrorMessage', () => {
  it('uses the server words for a plan limit', () => {
    const error = new ApiError(403, {
      detail: 'Your Starter plan allows 5 bookmarks. Remove one or upgrade to Essentials to add more.',
      code: 'plan_bookmark_limit',
    });
    expect(bidActionErrorMessage(error, FALLBACK)).toBe(
      'Your Starter plan allows 5 bookmarks. Remove one or upgrade to Essentials to add more.',
    );
    expect(isPlanRefusal(error)).toBe(true);
  });

  it('falls back to a readable sentence per plan code when the server sends no detail', () => {
    const error = new ApiError(403, { code: 'plan_follow_limit' });
    expect(bidActionErrorMessage(error, FALLBACK)).toMatch(/followed bids your plan allows/);
  });

  it('passes on the missing token message', () => {
    expect(bidActionErrorMessage(new Error(NO_ACCESS_TOKEN_MESSAGE), FALLBACK)).toBe('No access token found');
  });

  it('reports a network error when no response arrived', () => {
    expect(bidActionErrorMessage(ApiError.network(new TypeError('x')), FALLBACK)).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('uses the fallback for server failures', () => {
    expect(bidActionErrorMessage(new ApiError(500, undefined), FALLBACK)).toBe(FALLBACK);
    expect(isPlanRefusal(new ApiError(500, undefined))).toBe(false);
  });
});
