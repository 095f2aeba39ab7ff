import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '@/components/ErrorState';
import { Link } from '@/components/Link';
import { PlanLockedButton } from '@/components/PlanLockedButton';
import { retryingImport } from '@/lib/lazyImport';
import { lazyExport } from '@/lib/lazyExport';
import { optionalPart } from '@/lib/optionalPart';
import { paths, summaryHref } from '@/lib/routes';
import { useCallerPlan, useTrackedAccess } from '../api/planAccess';
import { useTrackedBids, type TrackedBid, type TrackedKind } from '../api/trackedBids';
import { useTrackingToggle } from '../api/useTrackingToggle';
import { AddToCalendarButton } from '../calendar/AddToCalendarButton';
import { BidsTopBar } from '../components/BidsTopBar';
import { bidActionErrorMessage } from '../lib/planMessages';
import { upgradeOffer } from '../lib/upgradeOffers';
import { TrackedBidsTable } from './TrackedBidsTable';
import { TRACKED_COPY } from './trackedKinds';
import { usePendingRemoval } from './usePendingRemoval';
import './TrackedBidsScreen.css';

/** Loaded only for a list over its plan's limit (kept after a move to a lower plan). */
const OverLimitNote = lazy(retryingImport(() => import('./OverLimitNote')));

/**
 * Loaded only for a plan without the list, with React Aria's overlays: the notice behind it says the
 * same without them (docs/performance.md).
 */
const FeatureRestrictedDialog = optionalPart(
  lazyExport(() => import('./FeatureRestrictedDialog'), 'FeatureRestrictedDialog'),
);

/** /dashboard/bookmarkBids, /dashboard/followedBids and /dashboard/hiddenBids: the table of docs/product/screens.md#bookmarked-and-followed-bids behind the plan rules. */
export function TrackedBidsScreen({ kind }: { kind: TrackedKind }) {
  return (
    <>
      <BidsTopBar />
      <div className="tracked-screen bl-frame">
        <TrackedBidsSection kind={kind} headingLevel={1} />
      </div>
    </>
  );
}

interface TrackedBidsSectionProps {
  kind: TrackedKind;
  /** 1 on the dashboard screens; 2 where the section sits under a page heading (the account area). */
  headingLevel: 1 | 2;
}

/** The title, the plan gate and the list of one kind: shared by the dashboard screens and the account area. */
export function TrackedBidsSection({ kind, headingLevel }: TrackedBidsSectionProps) {
  const copy = TRACKED_COPY[kind];
  const access = useTrackedAccess(kind);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <>
      <div className="tracked-screen__header">
        <Heading className="tracked-screen__title">{copy.title}</Heading>
      </div>
      {access === 'restricted' && <RestrictedNotice featureName={copy.featureName} />}
      {access === 'upgrade-to-essentials' && <EssentialsUpsell />}
      {(access === 'allowed' || access === undefined) && (
        <TrackedBidsList kind={kind} isCheckingPlan={access === undefined} />
      )}
    </>
  );
}

function TrackedBidsList({ kind, isCheckingPlan }: { kind: TrackedKind; isCheckingPlan: boolean }) {
  const copy = TRACKED_COPY[kind];
  const navigate = useNavigate();
  const list = useTrackedBids(kind, { enabled: !isCheckingPlan });
  const toggle = useTrackingToggle(kind);
  const [removalError, setRemovalError] = useState<string>();
  const records = list.data?.results ?? [];
  const { plan } = useCallerPlan();
  const held = list.data?.count ?? records.length;
  const planLimit =
    kind === 'bookmark' ? plan?.max_bookmark : kind === 'follow' ? plan?.max_follow : undefined;
  const isOverLimit = kind !== 'hidden' && plan !== undefined && planLimit !== undefined && held > planLimit;

  const removal = usePendingRemoval<number>({
    remove: (recordId) => {
      setRemovalError(undefined);
      const record = records.find((candidate) => candidate.id === recordId);
      // The record already left the list (refetched elsewhere): nothing to remove.
      if (!record) return Promise.resolve();
      return toggle.mutateAsync({ bidId: record.bid.id, recordId });
    },
    onFailed: (error) => setRemovalError(bidActionErrorMessage(error, copy.removeFailed)),
  });

  if (list.isError) {
    return (
      <ErrorState
        message={copy.loadFailed}
        onRetry={() => void list.refetch()}
        isRetrying={list.isRefetching}
      />
    );
  }

  return (
    <>
      {kind === 'follow' && (
        <div className="tracked-screen__tools">
          <p className="tracked-screen__hint">
            Add the closing dates of the bids you follow to your calendar.
          </p>
          <AddToCalendarButton bids={records.map(toCalendarBid)} />
        </div>
      )}
      {isOverLimit && (
        <Suspense fallback={null}>
          <OverLimitNote kind={kind} held={held} plan={plan} />
        </Suspense>
      )}
      <div role="alert" className="tracked-screen__error">
        {removalError}
      </div>
      <TrackedBidsTable
        kind={kind}
        records={records}
        isLoading={isCheckingPlan || list.isPending}
        removal={removal}
        onOpenBid={(record) => navigate(summaryHref(record.bid.id))}
      />
    </>
  );
}

const toCalendarBid = (record: TrackedBid) => ({
  id: record.bid.id,
  bid_name: record.bid_name,
  agency_name: record.bid.agency_name,
  closing_date: record.closing_date,
});

/** A plan without the feature: the 'Feature Restricted' dialog opens at once; the notice stays behind it. */
export function RestrictedNotice({ featureName }: { featureName: string }) {
  const [isDialogOpen, setDialogOpen] = useState(true);
  return (
    <div className="tracked-screen__notice">
      <p>{featureName} are not included in your plan.</p>
      <Link href={paths.pricing} buttonVariant="primary">
        Upgrade Plan
      </Link>
      <FeatureRestrictedDialog
        isOpen={isDialogOpen}
        onClose={() => setDialogOpen(false)}
        featureName={featureName}
      />
    </div>
  );
}

/**
 * docs/product/plans-and-limits.md#what-each-plan-allows: Starter has bookmarks but not follows; it is
 * offered the plan that has them, through the same upgrade dialog as every locked feature.
 */
function EssentialsUpsell() {
  const currentPlan = useCallerPlan().plan;
  const offer = useMemo(() => upgradeOffer('follow', currentPlan), [currentPlan]);
  return (
    <div className="tracked-screen__notice">
      <p>Follow bids and get email alerts when they change with the Essentials plan.</p>
      <PlanLockedButton
        offer={offer}
        // The SPEC's words for Starter's follows upsell.
        label="Upgrade to Essentials"
        variant="primary"
        size="md"
        hidePlanName
      />
    </div>
  );
}
