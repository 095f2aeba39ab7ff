import { Component, type ComponentType, type ReactNode, Suspense, lazy, useEffect, useState } from 'react';

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
 * comes back. `load` brings the component (through retryingImport, lib/lazyImport.ts); `fallback`
 * shows while it loads.
 */
export function optionalPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const importPart = () => load().then((Part) => ({ default: Part }));
  return function OptionalPart(props: P) {
    // React.lazy keeps its first failure: a new one for each attempt.
    const [Part, setPart] = useState(() => lazy(importPart));
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) return undefined;
      const retry = () => {
        setFailed(false);
        setPart(() => lazy(importPart));
        setAttempt((count) => count + 1);
      };
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [failed]);
    return (
      <NothingOnError key={attempt} onError={() => setFailed(true)}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </NothingOnError>
    );
  };
}
