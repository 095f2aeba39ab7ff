import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PLAN_LINE_UP } from '@/api/planCatalog';
import { retryingImport } from '@/lib/lazyImport';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { cx } from './classNames';
import { LockIcon } from './icons/LockIcon';
import { RowIconButton } from './RowIconButton';
import type { UpgradeDialogProps, UpgradeOffer } from './UpgradeDialog';
import './Pill.css';
import './PlanLockedButton.css';

export type { UpgradeOffer };

const UpgradeDialog = lazy(retryingImport(() => import('./UpgradeDialog')));

/**
 * The upgrade dialog, loaded the first time it opens; nothing shows if its code cannot load (the
 * plans stay one link away on /pricing). For a trigger of your own, e.g. a locked switch.
 */
export function LazyUpgradeDialog(props: UpgradeDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialog {...props} />
    </Suspense>
  );
}

/** 'an Essentials feature', 'a Starter feature'. */
const planFeature = (planName: string) => `${/^[aeiou]/i.test(planName) ? 'an' : 'a'} ${planName} feature`;

/** The name of the cheapest plan with the feature ('Essentials'), as the upgrade dialog offers it. */
export function upgradePlanName(offer: Pick<UpgradeOffer, 'allows'>): string {
  return (PLAN_LINE_UP.find(offer.allows) ?? PLAN_LINE_UP[PLAN_LINE_UP.length - 1])?.name ?? '';
}

/**
 * The lock and the plan's name, for a control that opens onto a locked feature rather than being one
 * (the advanced filters' toggle): read after the control's own words, ', Starter plan'.
 */
export function PlanLockMark({ offer }: { offer: Pick<UpgradeOffer, 'allows'> }) {
  const planName = upgradePlanName(offer);
  return (
    <>
      <LockIcon size={16} />
      <span className="bl-pill" aria-hidden="true">
        {planName}
      </span>
      <span className="visually-hidden">{`, ${planName} plan`}</span>
    </>
  );
}

export interface PlanLockedButtonProps {
  /** The feature, which plans allow it, and the plan the customer is on. */
  offer: UpgradeOffer;
  /** The plan the feature needs, shown on the button; by default the cheapest plan the offer allows. */
  planName?: string;
  /**
   * What the control would do on a plan that has it: the button's words ('Export selected'), or the
   * accessible name of the row look ('Follow Road resurfacing').
   */
  label: string;
  /** The feature's own icon, before the words (the row look shows only the icon). */
  icon?: ReactNode;
  /**
   * 'button': a Button with a lock and the plan's name beside its words. 'row': the bare icon of a list
   * row with a lock on it, the plan in its tooltip.
   */
  look?: 'button' | 'row';
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Leave the plan's name off when the words already say it ('Upgrade to Essentials'). */
  hidePlanName?: boolean;
  className?: string;
}

/**
 * A control for a feature the customer's plan does not include: it shows a lock and the plan that has
 * the feature before it is pressed, and pressing it opens the one upgrade dialog (what the plan adds,
 * its price, Upgrade to the plans with it selected). docs/product/plans-and-limits.md#what-each-plan-allows
 */
export function PlanLockedButton({
  offer,
  planName = upgradePlanName(offer),
  label,
  icon,
  look = 'button',
  variant = 'secondary',
  size = 'sm',
  hidePlanName = false,
  className,
}: PlanLockedButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const open = () => setIsOpen(true);
  const dialog = <LazyUpgradeDialog offer={offer} isOpen={isOpen} onOpenChange={setIsOpen} />;
  if (look === 'row') {
    return (
      <>
        <RowIconButton
          aria-label={`${label}: ${planFeature(planName)}`}
          tooltip={`${planName} plan`}
          onPress={open}
          className={cx('bl-plan-locked', 'bl-plan-locked--row', className)}
        >
          {icon}
          <LockIcon size={12} className="bl-plan-locked__badge" />
        </RowIconButton>
        {dialog}
      </>
    );
  }
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onPress={open}
        className={cx('bl-plan-locked', className)}
        // 'Export selected, Essentials plan': the visible words first (speech input), the plan after.
        aria-label={hidePlanName ? undefined : `${label}, ${planName} plan`}
      >
        <LockIcon size={16} />
        {icon}
        {label}
        {!hidePlanName && (
          <span className="bl-pill" aria-hidden="true">
            {planName}
          </span>
        )}
      </Button>
      {dialog}
    </>
  );
}
