import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/lazyImport';
import { NETWORK_ERROR_MESSAGE } from '@/lib/networkMessage';
import { ErrorState } from './ErrorState';

export interface RegionErrorBoundaryProps {
  /** The region's name, as a user would call it: 'Saved searches', 'Payment form'. */
  label: string;
  /**
   * What the user reads instead of the region; defaults to "<label> could not be shown.", or, when
   * its code did not load (lazyRegion), "<label> could not be loaded." and the network sentence.
   */
  message?: ReactNode;
  /** Runs before Retry shows the region again, e.g. to reset failed queries. */
  onReset?: () => void;
  /** Told about the error (logging); React already reports it to the console. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface RegionErrorBoundaryState {
  hasError: boolean;
  /** The region's code did not come over the network (a lazily loaded region). */
  isOffline: boolean;
}

/**
 * Catches a render error inside one independent region of a screen (results, saved searches, a
 * summary card…) and shows a message with Retry in its place only, so the rest of the screen keeps
 * working. Retry renders the region again from scratch.
 */
export class RegionErrorBoundary extends Component<RegionErrorBoundaryProps, RegionErrorBoundaryState> {
  override state: RegionErrorBoundaryState = { hasError: false, isOffline: false };

  static getDerivedStateFromError(error: unknown): RegionErrorBoundaryState {
    return { hasError: true, isOffline: isChunkLoadError(error) && !error.isMissing };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private retry = (): void => {
    this.props.onReset?.();
    this.setState({ hasError: false, isOffline: false });
  };

  override render(): ReactNode {
    const { label, message, children } = this.props;
    if (!this.state.hasError) return children;
    const defaultMessage = this.state.isOffline
      ? `${label} could not be loaded. ${NETWORK_ERROR_MESSAGE}`
      : `${label} could not be shown.`;
    return (
      <section aria-label={label} className="bl-region-error">
        <ErrorState message={message ?? defaultMessage} onRetry={this.retry} />
      </section>
    );
  }
}
