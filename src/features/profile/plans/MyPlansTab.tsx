import { Skeleton } from '@/components/Skeleton';
import { PlanCode, canBuyBoltOn, knownPlanCode, useCurrentPlan } from '../api/currentPlan';
import { ProfileQueryState } from '../components/ProfileQueryState';
import { BoltOnControl } from './BoltOnDialog';
import { CurrentPlanCard } from './CurrentPlanCard';
import { MyFeatures } from './MyFeatures';
import { PaymentHistory } from './PaymentHistory';
import './MyPlansTab.css';

/**
 * "My Plans" tab of the account area (docs/product/screens.md#my-plans): current plan, features, payment
 * history, bolt-on.
 */
export function MyPlansTab() {
  const currentPlan = useCurrentPlan();

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
              boltOnAction={
                canBuyBoltOn(subscription) ? <BoltOnControl coveredStates={coveredStates} /> : undefined
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
