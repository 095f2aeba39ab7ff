import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './ErrorState';

export interface RegionErrorBoundaryProps {
  /** The region's name, as a user would call it: 'Saved searches', 'Payment form'. */
  label: string;
  /** What the user reads instead of the region; defaults to "<label> could not be shown." */
  message?: ReactNode;
  /** Runs before Retry shows the region again, e.g. to reset failed queries. */
  onReset?: () => void;
  /** Told about the error (logging); React already reports it to the console. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface RegionErrorBoundaryState {
  hasError: boolean;
}

/**
 * Catches a render error inside one independent region of a screen (results, saved searches, a
 * summary card…) and shows a message with Retry in its place only, so the rest of the screen keeps
 * working. Retry renders the region again from scratch.
 */
export class RegionErrorBoundary extends Component<RegionErrorBoundaryProps, RegionErrorBoundaryState> {
  override state: RegionErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): RegionErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private retry = (): void => {
    this.props.onReset?.();
    this.setState({ hasError: false });
  };

  override render(): ReactNode {
    const { label, message, children } = this.props;
    if (!this.state.hasError) return children;
    return (
      <section aria-label={label} className="bl-region-error">
        <ErrorState message={message ?? `${label} could not be shown.`} onRetry={this.retry} />
      </section>
    );
  }
}
