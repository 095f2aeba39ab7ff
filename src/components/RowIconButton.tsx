import type { ReactNode } from 'react';
import { buttonClassName } from './buttonClassName';
import { cx } from './classNames';
import './RowIconButton.css';

export interface RowIconButtonProps {
  /** The accessible name: the button shows only an icon ('Bookmark Road resurfacing'). */
  'aria-label': string;
  /** A toggle's state, read as "pressed" (aria-pressed); leave it out for a plain action. */
  isPressed?: boolean;
  isDisabled?: boolean;
  /**
   * While the server answers: presses are ignored (aria-disabled) and the button keeps keyboard focus,
   * which a disabled button would drop to the page.
   */
  isPending?: boolean;
  /** Words shown beside it on hover and keyboard focus, by the list's RowTooltip (one for every row). */
  tooltip?: string;
  onPress: () => void;
  /** Pointed at or focused: what a press opens can start loading (modalOnDemand's preload). */
  onPreload?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * Button's ghost icon look for a control repeated in every row of a list (a result's bookmark and
 * follow toggles): a native button, without React Aria's hooks. React Aria's ToggleButton runs its
 * press, hover and focus-ring hooks in every row of every new page; the native button gives pointer,
 * keyboard and screen readers the same control, and RowIconButton.css draws its states from CSS.
 */
export function RowIconButton({
  'aria-label': label,
  isPressed,
  isDisabled = false,
  isPending = false,
  tooltip,
  onPress,
  onPreload,
  className,
  children,
}: RowIconButtonProps) {
  return (
    <button
      type="button"
      className={cx(buttonClassName({ variant: 'ghost', size: 'sm' }), 'bl-row-icon-button', className)}
      aria-label={label}
      aria-pressed={isPressed}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-tooltip={tooltip}
      onClick={isPending ? undefined : onPress}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      {children}
    </button>
  );
}
