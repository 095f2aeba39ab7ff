import { type ComponentType, useCallback, useEffect, useState } from 'react';
import type { RouteErrorViewProps } from './RouteErrorPage';

/**
 * The screen of a route whose code did not load. React Router keeps a route's `lazy()` result for
 * good, a rejection included, so the route gets this screen instead: it says why (the network, or a
 * newer release) and loads the code again when shown, on Try again and when the network comes back,
 * then shows the real screen. The views come from the caller, already in the entry chunk, so this
 * chunk shares none with it.
 */
export function screenLoadRetry(
  firstError: unknown,
  load: () => Promise<ComponentType>,
  { ErrorView, Fallback }: { ErrorView: ComponentType<RouteErrorViewProps>; Fallback: ComponentType },
): ComponentType {
  let Screen: ComponentType | undefined;
  let lastError = firstError;
  let pending: Promise<void> | undefined;
  const loadOnce = () =>
    (pending ??= load().then(
      (loaded) => {
        Screen = loaded;
      },
      (error: unknown) => {
        lastError = error;
        pending = undefined;
      },
    ));

  return function ScreenLoadRetry() {
    const [isLoading, setIsLoading] = useState(true);
    const retry = useCallback(() => {
      setIsLoading(true);
      void loadOnce().then(() => setIsLoading(false));
    }, []);
    useEffect(() => {
      retry();
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [retry]);

    if (Screen) return <Screen />;
    return isLoading ? <Fallback /> : <ErrorView error={lastError} onRetry={retry} />;
  };
}
