import { PLAN_LINE_UP, type PlanTerms } from '@/api/planCatalog';
import { choosePlanHref } from '@/lib/planChoice';
import { isFreePlan, pastLimitFeature, planAdds, planPrice } from '@/lib/planPhrases';
import { Button } from './Button';
import { Dialog, Modal } from './Dialog';
import { CheckIcon } from './icons';
import { Link } from './Link';
import './UpgradeDialog.css';

/** What a locked feature offers: the cheapest plan that has it, counted from the plan the customer is on. */
export interface UpgradeOffer {
  /** What the customer tried, as the subject of a sentence: 'Exporting bids'. */
  feature: string;
  /** Whether a plan includes the feature, read from the plan's fields: `(plan) => plan.max_export > 0`. */
  allows: (plan: PlanTerms) => boolean;
  /** The plan the customer is on (GET /auth/plans/); what the upgrade adds is counted from it. */
  currentPlan?: PlanTerms;
  /** The server's sentence when it refused (a 403 `plan_*` answer): the dialog leads with it. */
  reason?: string;
  /**
   * A limit of the current plan reached: the dialog words it ('Bookmarking more than 5 bids') instead
   * of `feature`, so the plan sentences load with the dialog rather than with the button.
   */
  pastLimit?: 'bookmark' | 'follow';
}

export interface UpgradeDialogProps {
  offer: UpgradeOffer;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The one upgrade prompt, whatever feature is locked: what the plan adds, its price, and Upgrade, which
 * opens the plan step with that plan selected. Loaded when first opened (`PlanLockedButton`,
 * `LazyUpgradeDialog`).
 */
export default function UpgradeDialog({ offer, isOpen, onOpenChange }: UpgradeDialogProps) {
  const { allows, currentPlan, reason, pastLimit } = offer;
  const feature = pastLimit && currentPlan ? pastLimitFeature(pastLimit, currentPlan) : offer.feature;
  // The plans in the contract's fields (src/api/planCatalog.ts, checked against the API's seed): the
  // dialog asks for nothing when it opens.
  const plan = PLAN_LINE_UP.find(allows) ?? PLAN_LINE_UP[PLAN_LINE_UP.length - 1];
  if (!plan) return null;
  const monthly = planPrice(plan);
  const adds = planAdds(currentPlan, plan);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog
        title={`Upgrade to ${plan.name}`}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Not now
            </Button>
            <Link href={choosePlanHref(plan.plan_code)} buttonVariant="primary" onPress={close}>
              Upgrade
            </Link>
          </>
        )}
      >
        <p className="bl-upgrade__lead">
          {reason ??
            `${feature} comes with ${plan.name}${currentPlan ? `; your ${currentPlan.name} plan does not include it.` : '.'}`}
        </p>
        <p className="bl-upgrade__price">
          <span className="bl-upgrade__amount">{monthly.amount}</span> {monthly.period}
          {!isFreePlan(plan) && (
            <span className="bl-upgrade__annual">or {planPrice(plan, 'annual').text}</span>
          )}
        </p>
        {adds.length > 0 && (
          <>
            <h3 className="bl-upgrade__heading">What {plan.name} adds</h3>
            <ul className="bl-upgrade__adds">
              {adds.map((line) => (
                <li key={line}>
                  <CheckIcon size={18} />
                  {line}
                </li>
              ))}
            </ul>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
