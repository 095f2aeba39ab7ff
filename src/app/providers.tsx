import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { whenStorageBlocked } from '@/lib/session';
import { LogoutContext, type Logout } from '@/lib/logout';
import { type LoadQueryClient, QueryClientLoaderContext } from '@/lib/queryClientLoader';
import type { AppRouter } from './router';

export interface AppProvidersProps {
  router: AppRouter;
  logout: Logout;
  loadQueryClient: LoadQueryClient;
}

/**
 * What every screen relies on: logout for any feature, the query cache on demand (for the entry
 * screens that fill it without rendering in it), and the router. The routes give the screens that
 * need them the query cache and React Aria's router link-up (the screen scope in routes.tsx). When the
 * browser refuses storage, a notice says so once (its code loads only then).
 */
export function AppProviders({ router, logout, loadQueryClient }: AppProvidersProps) {
  useEffect(() => {
    // The notice's code arrives later: an app unmounted meanwhile (a test's) must not show it.
    let isMounted = true;
    const stopListening = whenStorageBlocked(() => {
      void import('./storage/showStorageNotice').then(
        (notice) => isMounted && notice.showStorageNotice(),
        () => {},
      );
    });
    return () => {
      isMounted = false;
      stopListening();
    };
  }, []);
  return (
    <LogoutContext value={logout}>
      <QueryClientLoaderContext value={loadQueryClient}>
        <RouterProvider router={router} />
      </QueryClientLoaderContext>
    </LogoutContext>
  );
}
