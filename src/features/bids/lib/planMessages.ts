import { type ApiError, apiErrorMessage, isApiError } from '@/api/errors';
import { ErrorCode } from '../api/planAccess';

/** docs/product/error-messages.md#plan-refusals: what a 403 on loading bids says, and the fallback for any plan refusal without words. */
export const UPGRADE_PLAN_MESSAGE = 'Please upgrade your plan to access this feature.';
/** docs/product/error-messages.md#plan-refusals: saved-search, bookmark, follow and export calls refuse to run without a token. */
export const NO_ACCESS_TOKEN_MESSAGE = 'No access token found';

/** Readable defaults for the plan refusal codes (docs/CONVENTIONS.md, docs/product/error-messages.md#plan-refusals), used when the server sends no detail. */
const PLAN_LIMIT_MESSAGES: Readonly<Partial<Record<ErrorCode, string>>> = {
  [ErrorCode.plan_visible_limit]:
    'Your plan shows only the first few bids. Upgrade your plan to see them all.',
  [ErrorCode.plan_summary_not_allowed]:
    'Bid summaries are not included in your plan. Upgrade your plan to read them.',
  [ErrorCode.advanced_filter_not_allowed]:
    'Advanced filters are not included in your plan. Upgrade your plan to use them.',
  [ErrorCode.plan_bookmark_limit]:
    'You have reached the number of bookmarks your plan allows. Remove one or upgrade your plan.',
  [ErrorCode.plan_follow_limit]:
    'You have reached the number of followed bids your plan allows. Unfollow one or upgrade your plan.',
  [ErrorCode.plan_export_limit]:
    'You have reached the number of exports your plan allows this month. Upgrade your plan to export more.',
  [ErrorCode.plan_saved_search_limit]:
    'You have reached the number of saved searches your plan allows. Delete one or upgrade your plan.',
  [ErrorCode.plan_feature_not_allowed]: UPGRADE_PLAN_MESSAGE,
};

/** The message for a plan refusal code, or undefined when the code is not one. */
function planLimitMessage(code: ErrorCode | undefined): string | undefined {
  // Own keys only: a body's code is not checked at run time, and `constructor` is not a plan code.
  return code !== undefined && Object.hasOwn(PLAN_LIMIT_MESSAGES, code)
    ? PLAN_LIMIT_MESSAGES[code]
    : undefined;
}

/** True when the server refused because of the caller's plan (403 with a plan code). */
export function isPlanRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 403 && planLimitMessage(error.code) !== undefined;
}

/**
 * One sentence for a failed bid action: the server's own words for plan limits and validation (they
 * name the plan and the remedy), a default per plan code, else `fallback`.
 */
export function bidActionErrorMessage(error: unknown, fallback: string): string {
  const isMissingToken = error instanceof Error && error.message === NO_ACCESS_TOKEN_MESSAGE;
  if (isPlanRefusal(error)) {
    const planFallback = planLimitMessage(error.code) ?? UPGRADE_PLAN_MESSAGE;
    return apiErrorMessage(error, { fallback: planFallback, serverWords: 'detail' });
  }
  return apiErrorMessage(error, {
    fallback,
    serverWordsFor: [400, 403],
    unexpected: isMissingToken ? NO_ACCESS_TOKEN_MESSAGE : fallback,
  });
}
