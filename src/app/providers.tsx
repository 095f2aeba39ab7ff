import { RouterProvider } from 'react-router-dom';
import { LogoutContext, type Logout } from '@/lib/logout';
import { type LoadQueryClient, QueryClientLoaderContext } from '@/lib/queryClientLoader';
import type { AppRouter } from './router';
import { SessionExpirySlot } from './session/SessionExpirySlot';
import { StorageNoticeSlot } from './storage/StorageNoticeSlot';

export interface AppProvidersProps {
  router: AppRouter;
  logout: Logout;
  loadQueryClient: LoadQueryClient;
}

/**
 * What every screen relies on: logout for any feature, the query cache on demand (for the entry
 * screens that fill it without rendering in it), and the router. The routes give the screens that
 * need them the query cache and React Aria's router link-up (the screen scope in routes.tsx). Beside
 * the routes, over any screen: the session-expired dialog and the blocked-storage notice.
 */
export function AppProviders({ router, logout, loadQueryClient }: AppProvidersProps) {
  return (
    <LogoutContext value={logout}>
      <QueryClientLoaderContext value={loadQueryClient}>
        <RouterProvider router={router} />
        <SessionExpirySlot />
        <StorageNoticeSlot />
      </QueryClientLoaderContext>
    </LogoutContext>
  );
}
