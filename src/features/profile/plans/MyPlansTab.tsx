import { ErrorState } from '@/components/ErrorState';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { PlanCode, canBuyBoltOn, knownPlanCode, useCurrentPlan } from '../api/currentPlan';
import { BoltOnControl } from './BoltOnDialog';
import { CurrentPlanCard } from './CurrentPlanCard';
import { MyFeatures } from './MyFeatures';
import { PaymentHistory } from './PaymentHistory';
import './MyPlansTab.css';

/** What the profile fetch shows when it fails (docs/product/error-messages.md#profile). */
export const PROFILE_ERROR = 'Error fetching profile';

/** "My Plans" tab of the account area (issue 10): current plan, features, payment history, bolt-on. */
export function MyPlansTab() {
  const currentPlan = useCurrentPlan();

  if (currentPlan.isPending) {
    return (
      <SkeletonGroup label="Loading your plan" className="plans-tab">
        <Skeleton shape="block" height="12rem" />
        <Skeleton shape="block" height="14rem" />
      </SkeletonGroup>
    );
  }
  if (currentPlan.isError) {
    return (
      <ErrorState
        message={PROFILE_ERROR}
        onRetry={() => void currentPlan.refetch()}
        isRetrying={currentPlan.isFetching}
      />
    );
  }

  const { subscription, coveredStates } = currentPlan.data;
  const planCode = knownPlanCode(subscription.plan_code);
  return (
    <div className="plans-tab">
      <CurrentPlanCard
        subscription={subscription}
        boltOnAction={
          canBuyBoltOn(subscription) ? <BoltOnControl coveredStates={coveredStates} /> : undefined
        }
      />
      <MyFeatures planCode={planCode} />
      {planCode !== PlanCode.NUMBER_001 && <PaymentHistory />}
    </div>
  );
}
