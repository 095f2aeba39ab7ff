import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { cx } from './classNames';
import './Spinner.css';

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'children' | 'className'> {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** An indeterminate progress indicator: a `progressbar` with an accessible name, drawn as a ring. */
export function Spinner({ label = 'Loading', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <ProgressBar
      {...props}
      aria-label={label}
      isIndeterminate
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
    </ProgressBar>
  );
}
