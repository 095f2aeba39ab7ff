import { Link } from '@/components/Link';
import { paths } from '@/lib/routes';
import type { AlertAccess } from '../api/alertAccess';
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
 * Essentials only. Starter sees the switch off and locked, with the way to get it; Sneak, who cannot
 * save searches, sees nothing. The locked state lives here alone, so the upgrade step can change in
 * one place.
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
      </label>
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
