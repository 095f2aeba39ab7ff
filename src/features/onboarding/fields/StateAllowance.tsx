import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import { type SubscriptionSummary, usePlanList } from '../api/plans';
import { stateLimitNote } from '../matching/stateAllowance';

/**
 * What CoverageFields needs to hold a coverage to the account's allowance
 * (docs/product/plans-and-limits.md#states-covered): how many states it may pick ("N of M states"; a plan
 * with every state counts them all) and, at the limit, how to get more. Nothing without a plan
 * (`subscription` undefined): onboarding before the plan step is not limited.
 */
export function useStateAllowance(
  subscription: SubscriptionSummary | undefined,
  stateCount: number,
): { maxStates?: number; limitNote?: ReactNode } {
  const allowance = subscription?.max_states ?? null;
  // The plans list names the plan with more states; the bolt-on note needs none.
  const plans = usePlanList(subscription !== undefined && allowance !== null);
  if (!subscription) return {};
  const note = stateLimitNote(subscription, plans.data);
  return {
    maxStates: allowance ?? (stateCount > 0 ? stateCount : undefined),
    limitNote: note && (
      <p className="bl-form-card__note">
        {note.sentence}
        {note.link && (
          <>
            {' '}
            <Link href={note.link.href}>{note.link.label}</Link>
          </>
        )}
      </p>
    ),
  };
}
