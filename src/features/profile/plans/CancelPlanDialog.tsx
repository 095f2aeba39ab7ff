import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { SNEAK, PLAN_LINE_UP } from '@/api/planCatalog';
import { formatShortDate } from '@/lib/dates';
import { planDifferences } from '@/lib/planPhrases';
import { billingErrorMessage, type Subscription } from '../api/subscription';
import { useCancelPlan } from '../api/subscriptionChanges';
import './PlanDialogs.css';

interface CancelPlanDialogProps {
  billing: Subscription;
  onClose: () => void;
}

/**
 * Cancel plan (api-spec/paths/payments.yaml#/cancelSubscription): at the end of the paid period,
 * saying what is lost and when; Resume on the card until then.
 */
export default function CancelPlanDialog({ billing, onClose }: CancelPlanDialogProps) {
  const cancel = useCancelPlan();
  const current = PLAN_LINE_UP.find((plan) => plan.plan_code === billing.plan_code);
  const { losses } = current ? planDifferences(current, SNEAK) : { losses: [] };
  const endsOn = formatShortDate(billing.current_period_end);

  return (
    <Dialog
      title="Cancel your plan?"
      footer={() => (
        <>
          <Button variant="secondary" onPress={onClose}>
            {`Keep ${billing.name}`}
          </Button>
          <Button
            variant="danger"
            onPress={() => cancel.mutate(undefined, { onSuccess: onClose })}
            isPending={cancel.isPending}
            pendingLabel="Cancelling the plan"
          >
            Cancel plan
          </Button>
        </>
      )}
    >
      <div className="plans-cancel">
        <p>
          {`${billing.name} stays until ${endsOn} and nothing more is charged. Then you move to Sneak and lose:`}
        </p>
        <ul className="plans-preview__list" data-change="loss">
          {losses.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          {`Your bookmarks and saved searches are kept, read-only. You can resume ${billing.name} here until ${endsOn}.`}
        </p>
        {cancel.isError && <Alert tone="error">{billingErrorMessage(cancel.error)}</Alert>}
      </div>
    </Dialog>
  );
}
