import { type ReactNode, useMemo } from 'react';
import {
  PlanLockMark,
  PlanLockedButton,
  type PlanLockedButtonProps,
  upgradePlanName,
} from '@/components/PlanLockedButton';
import { useCallerPlan } from '../api/planAccess';
import { type GatedTool, upgradeOffer } from '../lib/upgradeOffers';

/** The lock and plan name beside a control that opens onto a locked tool. */
export const LockedToolMark = ({ tool }: { tool: GatedTool }) => (
  <PlanLockMark offer={upgradeOffer(tool, undefined)} />
);

interface LockedToolButtonProps extends Omit<PlanLockedButtonProps, 'offer' | 'planName' | 'label'> {
  tool: GatedTool;
  icon?: ReactNode;
  /** The button's words; 'Upgrade to <plan>' by default (then the plan is not named twice). */
  label?: string;
}

/**
 * A bid tool the caller's plan does not include, as a button with its lock and the plan that has it;
 * pressing it opens the one upgrade dialog, counted from the caller's plan. For panels that do not
 * carry the plan themselves (saved searches, the advanced filters).
 */
export function LockedToolButton({ tool, label, ...props }: LockedToolButtonProps) {
  const { plan } = useCallerPlan();
  const offer = useMemo(() => upgradeOffer(tool, plan), [tool, plan]);
  return (
    <PlanLockedButton offer={offer} label={label ?? `Upgrade to ${upgradePlanName(offer)}`} {...props} />
  );
}
