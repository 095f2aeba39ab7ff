import { Button } from '@/components/Button';
import { Skeleton } from '@/components/Skeleton';
import { lazyRegion } from '@/components/lazyRegion';
import { lazyExport } from '@/lib/lazyExport';
import { useHasShown } from '@/lib/useHasShown';
import { PlanCode, canBuyBoltOn, knownPlanCode, useCurrentPlan } from '../api/currentPlan';
import { useSubscription } from '../api/subscription';
import { ProfileQueryState } from '../components/ProfileQueryState';
import { BoltOnControl } from './BoltOnDialog';
import { CurrentPlanCard } from './CurrentPlanCard';
import { MyFeatures } from './MyFeatures';
import type { CardEntry } from './actionDialogs';
import { PlanActions } from './PlanActions';
import './MyPlansTab.css';

const historySkeleton = <Skeleton shape="block" height="14rem" />;

// Below the plan and its features: the table and receipts load when the section shows (docs/performance.md).
const PaymentHistoryTable = lazyRegion(
  lazyExport(() => import('./PaymentHistory'), 'PaymentHistoryTable'),
  historySkeleton,
);

function PaymentHistory() {
  const [placeRef, hasShown] = useHasShown<HTMLDivElement>();
  return (
    <div className="plans-section">
      <h2 id="plans-history-title" className="plans-section__title">
        Payment history
      </h2>
      {hasShown ? (
        <PaymentHistoryTable label="Payment history" titleId="plans-history-title" />
      ) : (
        <div ref={placeRef}>{historySkeleton}</div>
      )}
    </div>
  );
}

interface MyPlansTabProps {
  /** The payment gateway's card form for Update card, composed in by the app (src/app/profile). */
  CardEntry?: CardEntry;
}

/**
 * "My Plans" tab of the account area (docs/product/screens.md#my-plans): current plan with its billing
 * and what can be done with it, features, payment history, bolt-on.
 */
export function MyPlansTab({ CardEntry }: MyPlansTabProps) {
  const currentPlan = useCurrentPlan();
  const billing = useSubscription();

  return (
    <ProfileQueryState
      query={currentPlan}
      loadingLabel="Loading your plan"
      skeletonClassName="plans-tab"
      skeleton={
        <>
          <Skeleton shape="block" height="12rem" />
          <Skeleton shape="block" height="14rem" />
        </>
      }
    >
      {({ subscription, coveredStates }) => {
        const planCode = knownPlanCode(subscription.plan_code);
        return (
          <div className="plans-tab">
            <CurrentPlanCard
              subscription={subscription}
              billing={billing.data}
              boltOnAction={
                // A plan that is ending or unpaid is not offered a bolt-on.
                canBuyBoltOn(subscription) && (billing.data?.state ?? 'active') === 'active' ? (
                  <BoltOnControl coveredStates={coveredStates} />
                ) : undefined
              }
              actions={
                billing.data ? (
                  <PlanActions billing={billing.data} CardEntry={CardEntry} />
                ) : billing.isError ? (
                  <p className="plans-card__billing-error">
                    We could not load your billing, so the plan cannot be changed right now.{' '}
                    <Button variant="link" size="sm" onPress={() => void billing.refetch()}>
                      Try again
                    </Button>
                  </p>
                ) : undefined
              }
            />
            <MyFeatures planCode={planCode} />
            {planCode !== PlanCode.NUMBER_001 && <PaymentHistory />}
          </div>
        );
      }}
    </ProfileQueryState>
  );
}
