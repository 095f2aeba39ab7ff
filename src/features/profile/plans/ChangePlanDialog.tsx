import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { ErrorState } from '@/components/ErrorState';
import { Radio, RadioGroup } from '@/components/RadioGroup';
import { Spinner } from '@/components/Spinner';
import { formatShortDate } from '@/lib/dates';
import { formatDollars } from '@/lib/money';
import { paths } from '@/lib/routes';
import { billingErrorMessage, type Subscription } from '../api/subscription';
import {
  useChangePlan,
  usePlanChangePreview,
  usePlanList,
  type BillingDuration,
  type Plan,
  type PlanChangePreview,
} from '../api/subscriptionChanges';
import { keptReadOnlyNotes, planAmount, planDifferences, pricePerPeriod } from '@/lib/planPhrases';
import { previewSummary } from './planChanges';
import './PlanDialogs.css';

interface ChangePlanDialogProps {
  billing: Subscription;
  onClose: () => void;
}

/** One side of a plan change, "You get with …" or "You lose from …": nothing when it is empty. */
function PlanChangeList({
  heading,
  change,
  lines,
}: {
  heading: string;
  change: 'gain' | 'loss';
  lines: readonly string[];
}) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className="plans-preview__heading">{heading}</h3>
      <ul className="plans-preview__list" data-change={change}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the picked plan adds and takes away, and what it costs today and next. */
function PreviewDetails({
  preview,
  current,
  target,
}: {
  preview: PlanChangePreview;
  current: Plan;
  target: Plan;
}) {
  const { gains, losses } = planDifferences(current, target);
  const notes = keptReadOnlyNotes(preview.kept_read_only, target);
  return (
    <div className="plans-preview">
      <div className="plans-preview__changes">
        <PlanChangeList heading={`You get with ${target.name}`} change="gain" lines={gains} />
        <PlanChangeList heading={`You lose from ${current.name}`} change="loss" lines={losses} />
      </div>
      {preview.lines.length > 0 && (
        <table className="plans-preview__money">
          <caption className="visually-hidden">What is charged or credited today</caption>
          <tbody>
            {preview.lines.map((line) => (
              <tr key={line.description}>
                <th scope="row">{line.description}</th>
                <td className="bl-tabular-nums">
                  {line.amount.startsWith('-')
                    ? `−${formatDollars(line.amount.slice(1))}`
                    : formatDollars(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Due today</th>
              <td className="bl-tabular-nums">{formatDollars(preview.amount_due_today)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <p className="plans-preview__summary">{previewSummary(preview, current.name)}</p>
      {notes.map((note) => (
        <p key={note} className="plans-preview__note">
          {note}
        </p>
      ))}
    </div>
  );
}

/**
 * Change plan (api-spec/paths/payments.yaml#/planChangePreview): the plans with the current one
 * marked; picking one shows the server's preview. An upgrade pays on /payment with the same gateway
 * as checkout; a downgrade is scheduled for the period's end.
 */
export default function ChangePlanDialog({ billing, onClose }: ChangePlanDialogProps) {
  const navigate = useNavigate();
  const plans = usePlanList();
  const [duration, setDuration] = useState<BillingDuration>(billing.duration ?? 'monthly');
  const [planId, setPlanId] = useState<number | null>(null);
  const isCurrent = (plan: Plan) =>
    plan.id === billing.plan_id && duration === (billing.duration ?? duration);
  const choosable =
    planId !== null && (plans.data ?? []).some((plan) => plan.id === planId && !isCurrent(plan));
  const preview = usePlanChangePreview(choosable ? planId : null, duration);
  const change = useChangePlan();
  const current = plans.data?.find((plan) => plan.id === billing.plan_id);
  const target = plans.data?.find((plan) => plan.id === planId);

  const confirm = () => {
    if (!preview.data) return;
    change.mutate(preview.data, {
      onSuccess: (checkout) => {
        if (!checkout) return onClose();
        const { next_charge_amount: amount, next_charge_date: on } = preview.data ?? {};
        // The plan page's navigation state, with the renewal the preview showed: the payment now is
        // prorated, and the plan renews at its full price on the period's end
        // (src/features/payments/paymentFlow.ts, PaymentFlowState.renewal).
        navigate(paths.payment, {
          state: { ...checkout, renewal: amount && on ? { amount, on } : undefined },
        });
      },
    });
  };

  const confirmLabel = preview.data
    ? preview.data.kind === 'upgrade'
      ? `Pay ${formatDollars(preview.data.amount_due_today)}`
      : `Change on ${formatShortDate(preview.data.effective_at)}`
    : 'Confirm';

  return (
    <Dialog
      title="Change plan"
      footer={() => (
        <>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          <Button
            onPress={confirm}
            isDisabled={!preview.data || preview.isFetching}
            isPending={change.isPending}
            pendingLabel="Changing the plan"
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className="plans-change">
        <RadioGroup
          label="Billing"
          orientation="horizontal"
          value={duration}
          onChange={(value) => {
            change.reset();
            setDuration(value === 'annual' ? 'annual' : 'monthly');
          }}
        >
          <Radio value="monthly">Monthly</Radio>
          <Radio value="annual">Annual</Radio>
        </RadioGroup>
        {plans.isError ? (
          <ErrorState
            message="We could not load the plans. Please try again."
            onRetry={() => void plans.refetch()}
            isRetrying={plans.isFetching}
          />
        ) : plans.isPending ? (
          <Spinner label="Loading the plans" />
        ) : (
          <RadioGroup
            label="Plan"
            variant="card"
            value={planId === null ? null : String(planId)}
            onChange={(value) => {
              change.reset();
              setPlanId(Number(value));
            }}
          >
            {plans.data.map((plan) => {
              const price = planAmount(plan, duration);
              const isFreePlan = Number(price) === 0;
              const cancelInstead = isFreePlan && billing.state !== 'free';
              return (
                <Radio
                  key={plan.id}
                  value={String(plan.id)}
                  isDisabled={isCurrent(plan) || cancelInstead}
                  description={
                    isCurrent(plan)
                      ? 'Your current plan'
                      : cancelInstead
                        ? 'To move to Sneak, cancel your plan'
                        : isFreePlan
                          ? 'Free'
                          : pricePerPeriod(price, duration)
                  }
                >
                  {plan.name}
                </Radio>
              );
            })}
          </RadioGroup>
        )}
        <div className="plans-change__preview" aria-live="polite">
          {preview.isFetching && !preview.data && <Spinner size="sm" label="Working out the price" />}
          {preview.isError && <Alert tone="error">{billingErrorMessage(preview.error)}</Alert>}
          {preview.data && current && target && (
            <PreviewDetails preview={preview.data} current={current} target={target} />
          )}
        </div>
        {change.isError && <Alert tone="error">{billingErrorMessage(change.error)}</Alert>}
      </div>
    </Dialog>
  );
}
