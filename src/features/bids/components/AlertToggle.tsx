import { useMemo } from 'react';
import { PlanLockedButton } from '@/components/PlanLockedButton';
import { LockIcon } from '@/components/icons/LockIcon';
import type { AlertAccess } from '../api/alertAccess';
import { useCallerPlan } from '../api/planAccess';
import { upgradeOffer } from '../lib/upgradeOffers';
import './AlertToggle.css';

export interface AlertToggleProps {
  access: AlertAccess;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** What the switch turns on. */
  label: string;
  /** In a list of saved searches: the search it belongs to, added to the name a screen reader reads. */
  searchName?: string;
  /** Shown under the label; left out in a compact list. */
  description?: string;
  /** While a save of this switch is under way. */
  isPending?: boolean;
}

export const ALERTS_LOCKED_TEXT = 'Alerts come with the Essentials plan.';

/**
 * A saved search's alert switch (docs/product/plans-and-limits.md#what-each-plan-allows): alerts are
 * Essentials only. Starter sees the switch off with a lock, and Upgrade (Essentials) opens the one
 * upgrade dialog; Sneak, who cannot save searches, sees nothing. The locked state lives here alone.
 */
export function AlertToggle({
  access,
  isSelected,
  onChange,
  label,
  searchName,
  description,
  isPending = false,
}: AlertToggleProps) {
  if (access === 'hidden') return null;
  const isLocked = access === 'locked';
  return (
    <div className="bl-alert-toggle" data-locked={isLocked || undefined}>
      {/* A native switch: the dashboard's first screen draws one per saved search, and React Aria's
          Switch would add its code there for no behaviour a checkbox lacks (docs/performance.md). */}
      <label className="bl-alert-toggle__switch">
        <input
          type="checkbox"
          role="switch"
          className="bl-alert-toggle__input"
          checked={isLocked ? false : isSelected}
          disabled={isLocked}
          aria-label={searchName ? `${label} for ${searchName}` : undefined}
          aria-busy={isPending || undefined}
          onChange={(event) => {
            if (!isPending) onChange(event.target.checked);
          }}
        />
        <span className="bl-alert-toggle__track" aria-hidden="true">
          <span className="bl-alert-toggle__thumb" />
        </span>
        <span className="bl-alert-toggle__label">{label}</span>
        {isLocked && <LockIcon size={16} />}
      </label>
      {description && !isLocked && <p className="bl-alert-toggle__description">{description}</p>}
      {isLocked && <LockedAlertNote />}
    </div>
  );
}

/** Why the switch is locked, and the upgrade dialog for the plan with alerts. */
function LockedAlertNote() {
  const { plan } = useCallerPlan();
  const offer = useMemo(() => upgradeOffer('alert', plan), [plan]);
  return (
    <div className="bl-alert-toggle__locked">
      <p className="bl-alert-toggle__description">{ALERTS_LOCKED_TEXT}</p>
      {/* Short: it sits in the filters' narrow sidebar. */}
      <PlanLockedButton offer={offer} label="Upgrade" />
    </div>
  );
}
