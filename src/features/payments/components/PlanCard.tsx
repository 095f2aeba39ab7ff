import { useId } from 'react';
import { Button } from '@/components/Button';
import { CheckIcon, MinusIcon } from '@/components/icons';
import { formatCents, formatDollars } from '@/lib/money';
import type { BillingDuration, Plan } from '../api/plans';
import { annualSavingCents, isFreePlan, planFeatures } from '../planFeatures';

interface PlanCardProps {
  plan: Plan;
  duration: BillingDuration;
  isCurrentPlan: boolean;
  onChoose: (plan: Plan) => void;
  /** This plan's purchase is being started. */
  isPending: boolean;
  /** Another plan's purchase is being started. */
  isDisabled: boolean;
}

/** One plan: its price for the chosen billing, what it unlocks (docs/product/plans-and-limits.md#what-each-plan-allows) and a button to choose it. */
export function PlanCard({ plan, duration, isCurrentPlan, onChoose, isPending, isDisabled }: PlanCardProps) {
  const titleId = useId();
  const price = duration === 'annual' ? plan.annual_price : plan.monthly_price;
  const saving = duration === 'annual' ? annualSavingCents(plan) : 0;
  const free = isFreePlan(plan);

  return (
    <article
      className="bl-card plan-card"
      aria-labelledby={titleId}
      data-current={isCurrentPlan || undefined}
    >
      <div className="bl-spread-row plan-card__heading">
        <h2 id={titleId} className="plan-card__name">
          {plan.name}
        </h2>
        {isCurrentPlan && <span className="plan-card__badge">Your current plan</span>}
      </div>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatDollars(price)}</span>{' '}
        <span className="plan-card__period">
          {free ? 'free forever' : duration === 'annual' ? 'a year' : 'a month'}
        </span>
      </p>
      {saving > 0 && <p className="plan-card__saving">{`Save ${formatCents(saving)} a year`}</p>}
      <ul className="plan-card__features">
        {planFeatures(plan).map(({ text, included }) => (
          <li
            key={text}
            className={included ? 'plan-card__feature' : 'plan-card__feature plan-card__feature--excluded'}
          >
            {included ? <CheckIcon size={18} /> : <MinusIcon size={18} />}
            <span>{text}</span>
            {!included && <span className="plan-card__not-included">Not included</span>}
          </li>
        ))}
      </ul>
      <Button
        variant={free ? 'secondary' : 'primary'}
        isFullWidth
        isPending={isPending}
        pendingLabel={free ? `Activating ${plan.name}` : `Starting payment for ${plan.name}`}
        isDisabled={isDisabled}
        onPress={() => onChoose(plan)}
        className="plan-card__action"
      >
        {free ? `Continue with ${plan.name}` : `Choose ${plan.name}`}
      </Button>
    </article>
  );
}
