import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components/Heading';
import { cx } from './classNames';
import './EmptyState.css';

export interface EmptyStateProps {
  /** A decorative icon or illustration. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** What the user can do next, e.g. a Button or Link. */
  action?: ReactNode;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx('bl-empty-state', className)}>
      {icon && (
        <div className="bl-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading level={headingLevel} className="bl-empty-state__title">
        {title}
      </Heading>
      {description && <p className="bl-empty-state__description">{description}</p>}
      {action && <div className="bl-empty-state__action">{action}</div>}
    </div>
  );
}
