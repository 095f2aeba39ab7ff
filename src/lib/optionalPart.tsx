import { Component, type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { retryableLazy, useRetryableLazy } from './lazyPart';

class NothingOnError extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A lazily loaded part the page does without (toasts, the help dialog): until its code has loaded,
 * nothing shows in its place, never an error page, and a failed load is tried again when the network
 * comes back. `load` brings the component (lazyExport, lazyExport.ts); `fallback` shows while it loads.
 */
export function optionalPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const source = retryableLazy(load);
  return function OptionalPart(props: P) {
    const { Part, attempt, retry } = useRetryableLazy(source);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) return undefined;
      const again = () => {
        setFailed(false);
        retry();
      };
      window.addEventListener('online', again);
      return () => window.removeEventListener('online', again);
    }, [failed, retry]);
    return (
      <NothingOnError key={attempt} onError={() => setFailed(true)}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </NothingOnError>
    );
  };
}
