import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import { formatShortDate } from '@/lib/dates';
import { PlanCode, knownPlanCode, type SubscriptionSummary } from '../api/currentPlan';
import { PlanEmblem } from './PlanArt';
import { UPGRADE_UNLOCKS } from './planFeatures';
import { paths } from '@/lib/routes';

const BILLING_FREQUENCY: Readonly<Record<string, string>> = { month: 'Monthly', year: 'Annual' };

/** The add-on is named by its state (`active_addon.state.name`), else by its own name. */
export function boltOnStateName(subscription: SubscriptionSummary): string | null {
  const addon = subscription.active_addon;
  return addon ? addon.state.name || addon.name : null;
}

interface CurrentPlanCardProps {
  subscription: SubscriptionSummary;
  /** The add-icon button that opens the bolt-on dialog, when the plan may buy one. */
  boltOnAction?: ReactNode;
}

/** My Plans (docs/product/screens.md#my-plans): the plan's picture and name, last payment, frequency, next charge and bolt-on state. */
export function CurrentPlanCard({ subscription, boltOnAction }: CurrentPlanCardProps) {
  const planCode = knownPlanCode(subscription.plan_code);
  const isFree = planCode === PlanCode.NUMBER_001;
  const boltOnState = boltOnStateName(subscription);
  const showsBoltOn = planCode === PlanCode.NUMBER_002 || boltOnState !== null;
  const rows: Array<[string, ReactNode]> = [
    ['Last payment', isFree ? 'No payments' : (formatShortDate(subscription.plan_starts_at) ?? 'N/A')],
    [
      'Billing frequency',
      isFree ? 'Free' : (BILLING_FREQUENCY[subscription.recurring_interval ?? ''] ?? 'N/A'),
    ],
    ['Next charge', formatShortDate(subscription.next_payment_date) ?? 'None'],
  ];

  return (
    <section className="bl-card plans-card" aria-labelledby="plans-card-title" data-plan={planCode}>
      <PlanEmblem planCode={planCode} planName={subscription.name} />
      <div className="plans-card__body">
        <h2 id="plans-card-title" className="plans-card__title">
          <span className="plans-card__eyebrow">Current plan</span>
          <span className="plans-card__name">{subscription.name}</span>
        </h2>
        <dl className="plans-card__facts">
          {rows.map(([term, value]) => (
            <div key={term} className="plans-card__fact">
              <dt>{term}</dt>
              <dd className="bl-tabular-nums">{value}</dd>
            </div>
          ))}
          {showsBoltOn && (
            <div className="plans-card__fact">
              <dt>Bolt-on state</dt>
              <dd className="plans-card__bolt-on">
                <span>{boltOnState ?? 'None'}</span>
                {boltOnAction}
              </dd>
            </div>
          )}
        </dl>
        {isFree && (
          <div className="plans-card__upgrade">
            <p>{UPGRADE_UNLOCKS}</p>
            <Link href={paths.pricing} buttonVariant="primary" buttonSize="sm">
              See plans and pricing
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
