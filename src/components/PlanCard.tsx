import { type ReactNode, useId } from 'react';
import type { PlanTerms } from '@/api/planCatalog';
import { type Billing, isMostPopular, planLines, planPrice, planSummary, priceNote } from '@/lib/planPhrases';
import { cx } from './classNames';
import { CheckIcon, MinusIcon } from './icons';
import './Pill.css';
import './PlanCard.css';

export interface PlanCardProps {
  /** The plan as GET /auth/plans/ lists it (or its static copy on the public pages). */
  plan: PlanTerms;
  /** Which price the card leads with. */
  billing?: Billing;
  /** The plan the customer chose on the way here (/plan?plan=…): outlined and marked "Selected". */
  isSelected?: boolean;
  /** The plan the customer is on now. */
  isCurrent?: boolean;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3;
  /** The card's one action, a Button or a Link, at the foot of the card. */
  action: ReactNode;
}

/**
 * One plan, the same on /pricing and on the plan step: name, badges, price, a sentence, what the plan
 * gives and leaves out (every plan the same rows, so cards side by side line up), then its action.
 * Words and numbers come from the plan's fields (`@/lib/planPhrases`).
 */
export function PlanCard({
  plan,
  billing = 'monthly',
  isSelected = false,
  isCurrent = false,
  headingLevel = 2,
  action,
}: PlanCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const price = planPrice(plan, billing);
  const isPopular = isMostPopular(plan);
  const badges = [
    isPopular && 'Most popular',
    isCurrent && 'Your current plan',
    isSelected && 'Selected',
  ].filter((badge): badge is string => typeof badge === 'string');
  return (
    <article
      className={cx(
        'bl-card',
        'bl-plan-card',
        isPopular && 'bl-plan-card--popular',
        isSelected && 'bl-plan-card--selected',
      )}
      aria-labelledby={titleId}
    >
      <div className="bl-plan-card__heading">
        <Heading id={titleId} className="bl-plan-card__name">
          {plan.name}
        </Heading>
        {badges.length > 0 && (
          <ul className="bl-plan-card__badges" aria-label={`${plan.name} plan`}>
            {badges.map((badge) => (
              <li
                key={badge}
                className="bl-pill bl-plan-card__badge"
                data-badge={badge === 'Most popular' ? 'popular' : undefined}
              >
                {badge}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="bl-plan-card__summary">{planSummary(plan)}</p>
      <p className="bl-plan-card__price">
        <span className="bl-plan-card__amount">{price.amount}</span> {price.period}
      </p>
      <p className="bl-plan-card__note">{priceNote(plan, billing)}</p>
      <ul className="bl-plan-card__lines" aria-label={`What ${plan.name} includes`}>
        {planLines(plan).map(({ text, included }) => (
          <li key={text} className={cx('bl-plan-card__line', !included && 'bl-plan-card__line--excluded')}>
            {included ? <CheckIcon size={18} /> : <MinusIcon size={18} />}
            <span className="bl-plan-card__text">{text}</span>
            {!included && <span className="bl-plan-card__not-included">Not included</span>}
          </li>
        ))}
      </ul>
      <div className="bl-plan-card__action">{action}</div>
    </article>
  );
}
