import type { HTMLAttributes } from 'react';
import { cx } from './classNames';
import './Spinner.css';

export interface SpinnerProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'className' | 'role'
> {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * An indeterminate progress indicator: a `progressbar` with an accessible name, drawn as a ring.
 * Plain markup rather than React Aria's ProgressBar: with no value there is no state or behaviour
 * to manage, and the route fallback puts the spinner in the entry chunk of every page, where
 * ProgressBar's label, id and number-formatting code weighed on every page (docs/performance.md).
 */
export function Spinner({ label = 'Loading', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <div
      {...props}
      role="progressbar"
      aria-label={label}
      className={cx('bl-spinner', `bl-spinner--${size}`, className)}
    >
      <svg className="bl-spinner__ring" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </div>
  );
}
