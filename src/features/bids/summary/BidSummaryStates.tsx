import { type ReactNode, useId, useMemo } from 'react';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ErrorState';
import { PlanLockedButton } from '@/components/PlanLockedButton';
import type { Bid, useBid } from '../api/bidSummary';
import { useCallerPlan } from '../api/planAccess';
import { upgradeOffer } from '../lib/upgradeOffers';
import { useSummaryHeading } from './SummaryCard';
import { SummarySkeleton } from './SummarySkeleton';

/** What the summary shows when the bid cannot be loaded for a reason other than the plan or a 404. */
export const BID_LOAD_ERROR = 'We could not load this bid.';

interface BidSummaryOutcomeProps {
  /** The bid's query (`useBid`), read once by the screen or pane that shows it. */
  bid: ReturnType<typeof useBid>;
  /** Where "Bid not found" leads (the summary page offers the dashboard; the pane is already on it). */
  notFoundAction?: ReactNode;
  /** The loaded bid. */
  children: (bid: Bid) => ReactNode;
}

/**
 * The states of one bid's summary, the same on the summary page and in the dashboard's preview pane:
 * the placeholder cards while it loads (docs/product/screens.md#bid-summary), the upgrade prompt on a plan
 * without summaries, "Bid not found", or the load error with Retry; then `children` with the bid.
 */
export function BidSummaryOutcome({ bid, notFoundAction, children }: BidSummaryOutcomeProps) {
  if (bid.isPending) return <SummarySkeleton />;
  if (bid.isError) {
    if (isApiError(bid.error) && bid.error.code === 'plan_summary_not_allowed')
      return <SummaryUpgradePrompt />;
    if (isApiError(bid.error) && bid.error.status === 404) return <BidNotFound action={notFoundAction} />;
    return (
      <ErrorState message={BID_LOAD_ERROR} onRetry={() => void bid.refetch()} isRetrying={bid.isRefetching} />
    );
  }
  return children(bid.data);
}

/** A notice in place of the summary, named by its heading (at the summary title's level). */
function SummaryNotice({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const Heading = useSummaryHeading(0);
  return (
    <section className="bid-summary__card bid-summary__notice" aria-labelledby={headingId}>
      <Heading id={headingId} className="bid-summary__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * docs/product/plans-and-limits.md#what-each-plan-allows: Sneak has no bid summaries (the API answers
 * 403 plan_summary_not_allowed); Upgrade Plan opens the one upgrade dialog.
 */
export function SummaryUpgradePrompt() {
  const { plan } = useCallerPlan();
  const offer = useMemo(() => upgradeOffer('summary', plan), [plan]);
  return (
    <SummaryNotice title="Bid summaries come with a paid plan">
      <p>
        Upgrade to Starter or Essentials to read the full details of every bid: scope, documents, contacts and
        similar bids.
      </p>
      <PlanLockedButton offer={offer} label="Upgrade Plan" hidePlanName variant="primary" size="md" />
    </SummaryNotice>
  );
}

export function BidNotFound({ action }: { action?: ReactNode }) {
  return (
    <SummaryNotice title="Bid not found">
      <p>
        This bid does not exist or has been removed.
        {action ? ' Check the link, or find bids on your dashboard.' : ' Choose another result.'}
      </p>
      {action}
    </SummaryNotice>
  );
}
