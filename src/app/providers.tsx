import { RouterProvider } from 'react-router-dom';
import { LogoutContext, type Logout } from '@/lib/logout';
import type { AppRouter } from './router';

export interface AppProvidersProps {
  router: AppRouter;
  logout: Logout;
}

/**
 * What every screen relies on: logout for any feature, and the router. The routes give the screens
 * that need them the query cache and React Aria's router link-up (the screen scope in routes.tsx).
 */
export function AppProviders({ router, logout }: AppProvidersProps) {
  return (
    <LogoutContext value={logout}>
      <RouterProvider router={router} />
    </LogoutContext>
  );
}
