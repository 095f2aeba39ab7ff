import { Switch } from 'react-aria-components/Switch';
import { Link } from '@/components/Link';
import { paths } from '@/lib/routes';
import type { AlertAccess } from '../api/alertAccess';
import './AlertToggle.css';

export interface AlertToggleProps {
  access: AlertAccess;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** What the switch turns on, named for a screen reader when several sit in one list. */
  label: string;
  /** Shown under the label; left out in a compact list. */
  description?: string;
  /** While a save of this switch is under way. */
  isPending?: boolean;
}

export const ALERTS_LOCKED_TEXT = 'Alerts come with the Essentials plan.';

/**
 * A saved search's alert switch (docs/product/plans-and-limits.md#what-each-plan-allows): alerts are
 * Essentials only. Starter sees the switch off and locked, with the way to get it; Sneak, who cannot
 * save searches, sees nothing. The locked state lives here alone, so the upgrade step can change in
 * one place.
 */
export function AlertToggle({
  access,
  isSelected,
  onChange,
  label,
  description,
  isPending = false,
}: AlertToggleProps) {
  if (access === 'hidden') return null;
  const isLocked = access === 'locked';
  return (
    <div className="bl-alert-toggle" data-locked={isLocked || undefined}>
      <Switch
        className="bl-alert-toggle__switch"
        isSelected={isLocked ? false : isSelected}
        isDisabled={isLocked}
        isReadOnly={isPending}
        onChange={onChange}
      >
        <span className="bl-alert-toggle__track" aria-hidden="true">
          <span className="bl-alert-toggle__thumb" />
        </span>
        <span className="bl-alert-toggle__label">{label}</span>
      </Switch>
      {description && !isLocked && <p className="bl-alert-toggle__description">{description}</p>}
      {isLocked && (
        <p className="bl-alert-toggle__description">
          {ALERTS_LOCKED_TEXT}{' '}
          <Link href={paths.pricing} variant="inline">
            Upgrade to Essentials
          </Link>
        </p>
      )}
    </div>
  );
}
