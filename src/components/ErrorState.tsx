import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './classNames';
import { AlertIcon } from './icons';
import './ErrorState.css';

export interface ErrorStateProps {
  /** What went wrong, e.g. 'Failed to load bids data'. */
  message: ReactNode;
  /** Shows a 'Retry' button when given. */
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
}

/** A failed load, announced at once (role="alert"), with a way to try again. */
export function ErrorState({ message, onRetry, isRetrying = false, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cx('bl-error-state', className)}>
      <AlertIcon className="bl-error-state__icon" size={24} />
      <p className="bl-error-state__message">{message}</p>
      {onRetry && (
        <Button
          variant="secondary"
          size="sm"
          onPress={onRetry}
          isPending={isRetrying}
          pendingLabel="Retrying"
        >
          Retry
        </Button>
      )}
    </div>
  );
}
