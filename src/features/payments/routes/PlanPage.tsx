import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { ErrorState } from '@/components/ErrorState';
import { PlanCard } from '@/components/PlanCard';
import { Radio, RadioGroup } from '@/components/RadioGroup';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { readPlanChoice } from '@/lib/planChoice';
import { isFreePlan, isMostPopular } from '@/lib/planPhrases';
import { dashboardHref, paths } from '@/lib/routes';
import { returnToState } from '@/lib/returnPath';
import { useIsLoggedIn } from '@/lib/useIsLoggedIn';
import {
  afterPlanActivationPath,
  useBuyPlan,
  usePlans,
  useProfile,
  type BillingDuration,
  type Plan,
  type Profile,
} from '../api/plans';
import type { PaymentFlowState } from '../paymentFlow';
import '../components/payments.css';

/** The billing choices, in the order shown. */
const BILLING_OPTIONS: ReadonlyArray<{ value: BillingDuration; label: string; description: string }> = [
  { value: 'monthly', label: 'Monthly', description: 'Pay each month. Cancel any time.' },
  { value: 'annual', label: 'Annual', description: 'Pay for 12 months at once and save.' },
];

/**
 * On a phone the chosen plan can sit below the fold, under the plans before it: brought into view
 * once, when the cards arrive, if its top is out of sight.
 */
function showChosenCard(card: HTMLLIElement | null) {
  if (card && card.getBoundingClientRect().top > window.innerHeight * 0.6)
    card.scrollIntoView({ block: 'start' });
}

function isBillingDuration(value: string): value is BillingDuration {
  return BILLING_OPTIONS.some((option) => option.value === value);
}

/** A user still at the plan step has not chosen yet, whatever plan code the account starts with. */
function isCurrentPlan(profile: Profile | undefined, plan: Plan): boolean {
  return (
    profile !== undefined &&
    profile.onboarding_step !== 'plan' &&
    profile.subscription_plan.plan_code === plan.plan_code
  );
}

export default function PlanPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const [duration, setDuration] = useState<BillingDuration>('monthly');
  const plans = usePlans();
  const profile = useProfile({ query: { enabled: isLoggedIn } });
  const buyPlan = useBuyPlan();
  const pendingPlanId = buyPlan.isPending ? buyPlan.variables.plan.id : null;
  // The plan chosen on /pricing or in an upgrade dialog (docs/product/screens.md#onboarding).
  const chosenCode = readPlanChoice(location.search);
  const isChosen = (plan: Plan) =>
    chosenCode === null ? isMostPopular(plan) : plan.plan_code === chosenCode;

  const choosePlan = (plan: Plan) => {
    // /plan is open to everyone, but buying needs an account: log in first, then come back here.
    if (!isLoggedIn) {
      navigate(paths.login, { state: returnToState(`${location.pathname}${location.search}`) });
      return;
    }
    buyPlan.mutate(
      { plan, duration },
      {
        onSuccess: (result) => {
          if (result.kind === 'activated') {
            navigate(afterPlanActivationPath(result.profile, dashboardHref()));
            return;
          }
          const { clientSecret, publishableKey, plan: checkoutPlan } = result.checkout;
          const state: PaymentFlowState = { clientSecret, publishableKey, plan: checkoutPlan };
          navigate(paths.payment, { state });
        },
      },
    );
  };

  return (
    <div className="payments-page payments-page--wide">
      <header className="payments-page__header">
        <h1 className="payments-page__title">Choose your plan</h1>
        <p className="payments-page__intro">
          Start free with Sneak, or unlock every bid, summaries and advanced filters with a paid plan. You can
          change plan later from your profile.
        </p>
      </header>

      <RadioGroup
        label="Billing"
        variant="card"
        orientation="horizontal"
        value={duration}
        onChange={(value) => isBillingDuration(value) && setDuration(value)}
        className="plan-billing"
      >
        {BILLING_OPTIONS.map(({ value, label, description }) => (
          <Radio key={value} value={value} description={description}>
            {label}
          </Radio>
        ))}
      </RadioGroup>

      {buyPlan.isError && <ErrorState message={buyPlan.error.message} />}

      {plans.isPending && (
        <SkeletonGroup label="Loading plans" className="plan-list">
          {[1, 2, 3].map((placeholder) => (
            <Skeleton key={placeholder} shape="block" height="22rem" />
          ))}
        </SkeletonGroup>
      )}
      {plans.isError && (
        <ErrorState
          message="We could not load the plans. Check your connection and try again."
          onRetry={() => void plans.refetch()}
          isRetrying={plans.isFetching}
        />
      )}
      {plans.data && (
        <ul className="plan-list" aria-label="Plans">
          {plans.data.map((plan) => (
            <li key={plan.id} ref={plan.plan_code === chosenCode ? showChosenCard : undefined}>
              <PlanCard
                plan={plan}
                billing={duration}
                isCurrent={isCurrentPlan(profile.data, plan)}
                isSelected={chosenCode !== null && plan.plan_code === chosenCode}
                action={
                  <Button
                    variant={isChosen(plan) ? 'primary' : 'secondary'}
                    isFullWidth
                    isPending={pendingPlanId === plan.id}
                    pendingLabel={
                      isFreePlan(plan) ? `Activating ${plan.name}` : `Starting payment for ${plan.name}`
                    }
                    isDisabled={pendingPlanId !== null && pendingPlanId !== plan.id}
                    onPress={() => choosePlan(plan)}
                  >
                    {isFreePlan(plan) ? `Continue with ${plan.name}` : `Choose ${plan.name}`}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
