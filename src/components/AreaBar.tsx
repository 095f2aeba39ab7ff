import type { ReactNode } from 'react';
import { cx } from './classNames';
import { HomeLink } from './HomeLink';
import './AreaBar.css';

export interface AreaBarProps {
  /** Beside the logo, e.g. the console's Admin badge. */
  badge?: ReactNode;
  /** The area's own buttons and links, after the logo. */
  children: ReactNode;
  /** The area's class: how far apart the logo and the actions sit. */
  className?: string;
  actionsClassName?: string;
}

/**
 * The full-width bar on top of an area with a frame of its own (the account area, the admin console):
 * the logo home, then the area's actions; its content lines up with the page frame's edges.
 */
export function AreaBar({ badge, children, className, actionsClassName }: AreaBarProps) {
  return (
    <div className={cx('bl-area-bar', className)}>
      <HomeLink className="bl-area-bar__brand" />
      {badge}
      <div className={cx('bl-area-bar__actions', actionsClassName)}>{children}</div>
    </div>
  );
}
