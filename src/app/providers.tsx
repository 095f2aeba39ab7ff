import { RouterProvider } from 'react-router-dom';
import { LogoutContext, type Logout } from '@/lib/logout';
import type { AppRouter } from './router';

export interface AppProvidersProps {
  router: AppRouter;
  logout: Logout;
}

/**
 * What every screen relies on: logout for any feature, and the router. The query cache is provided
 * by the routes to the screens that need it (lazyQueryRuntime.ts); React Aria's router link-up lives
 * in RootLayout, inside the router.
 */
export function AppProviders({ router, logout }: AppProvidersProps) {
  return (
    <LogoutContext value={logout}>
      <RouterProvider router={router} />
    </LogoutContext>
  );
}
