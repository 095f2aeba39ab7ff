import type { ReactNode } from 'react';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { AlertIcon, InfoIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { formatShortDate } from '@/lib/dates';
import { formatDollars } from '@/lib/money';
import { UPGRADE_UNLOCKS } from '@/lib/planPhrases';
import { paths } from '@/lib/routes';
import { PlanCode, knownPlanCode, type SubscriptionSummary } from '../api/currentPlan';
import { billingErrorMessage, useResumePlan, type Subscription } from '../api/subscription';
import { cardName } from './cardName';
import { PlanEmblem } from './PlanArt';

const BILLING_FREQUENCY: Readonly<Record<string, string>> = { month: 'Monthly', year: 'Annual' };

/** The add-on is named by its state (`active_addon.state.name`), else by its own name. */
export function boltOnStateName(subscription: SubscriptionSummary): string | null {
  const addon = subscription.active_addon;
  return addon ? addon.state.name || addon.name : null;
}

/** "Next charge": the amount and the date together, so neither is read without the other. */
function nextCharge(subscription: SubscriptionSummary, billing: Subscription | undefined): string {
  if (!billing) return formatShortDate(subscription.next_payment_date) ?? 'None';
  if (billing.state === 'past_due' && billing.next_charge_amount)
    return `${formatDollars(billing.next_charge_amount)}, overdue`;
  if (!billing.next_charge_amount || !billing.next_charge_date) return 'None';
  return `${formatDollars(billing.next_charge_amount)} on ${formatShortDate(billing.next_charge_date)}`;
}

/** A line in the card about the plan's billing, with its way out when there is one. */
function Notice({
  tone,
  children,
  action,
}: {
  tone: 'info' | 'warning' | 'error';
  children: string;
  action?: ReactNode;
}) {
  const Icon = tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <div className="plans-notice" data-tone={tone}>
      <Icon className="plans-notice__icon" size={20} />
      <p>{children}</p>
      {action}
    </div>
  );
}

/** Cancelled, changing at the period's end, or a failed renewal: what happens, when, and the way back. */
function BillingNotice({ billing }: { billing: Subscription }) {
  const resume = useResumePlan();
  const resumeButton = (label: string) => (
    <Button
      variant="secondary"
      size="sm"
      onPress={() => resume.mutate()}
      isPending={resume.isPending}
      pendingLabel="Resuming"
    >
      {label}
    </Button>
  );
  let notice: ReactNode = null;
  if (billing.state === 'cancelling') {
    notice = (
      <Notice tone="warning" action={resumeButton('Resume plan')}>
        {`Cancelled: ${billing.name} stays until ${formatShortDate(billing.cancel_at)}, then you move to Sneak. Nothing more is charged. Resume before then to keep it.`}
      </Notice>
    );
  } else if (billing.state === 'past_due') {
    notice = (
      <Notice tone="error">
        {`Your payment of ${formatDollars(billing.next_charge_amount ?? '0.00')} on ${formatShortDate(billing.past_due_since)} did not go through. Update your card to keep ${billing.name}.`}
      </Notice>
    );
  } else if (billing.scheduled_change) {
    const change = billing.scheduled_change;
    notice = (
      <Notice tone="info" action={resumeButton(`Keep ${billing.name}`)}>
        {`Changes to ${change.name} on ${formatShortDate(change.effective_at)}. Until then you keep ${billing.name}.`}
      </Notice>
    );
  }
  return (
    <>
      {notice}
      {resume.isError && <Alert tone="error">{billingErrorMessage(resume.error)}</Alert>}
    </>
  );
}

interface CurrentPlanCardProps {
  subscription: SubscriptionSummary;
  /** The billing side (GET /payments/subscription/): next charge amount, card, state; undefined until it loads. */
  billing?: Subscription;
  /** The add-icon button that opens the bolt-on dialog, when the plan may buy one. */
  boltOnAction?: ReactNode;
  /** Change plan, Update card, Cancel plan. */
  actions?: ReactNode;
}

/** My Plans (docs/product/screens.md#my-plans): the plan's picture and name, last payment, frequency, next charge and bolt-on state, and what can be done with the plan. */
export function CurrentPlanCard({ subscription, billing, boltOnAction, actions }: CurrentPlanCardProps) {
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
    ['Next charge', nextCharge(subscription, billing)],
  ];
  if (!isFree && billing) rows.push(['Card', billing.card ? cardName(billing.card) : 'None on file']);

  return (
    <section className="bl-card plans-card" aria-labelledby="plans-card-title" data-plan={planCode}>
      <PlanEmblem planCode={planCode} planName={subscription.name} />
      <div className="plans-card__body">
        <h2 id="plans-card-title" className="plans-card__title">
          <span className="plans-card__eyebrow">Current plan</span>
          <span className="plans-card__name">{subscription.name}</span>
        </h2>
        {billing && <BillingNotice billing={billing} />}
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
            <Link href={paths.pricing} variant="standalone">
              See plans and pricing
            </Link>
            {actions}
          </div>
        )}
        {!isFree && actions}
      </div>
    </section>
  );
}
