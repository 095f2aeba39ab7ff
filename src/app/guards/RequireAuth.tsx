import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsLoggedIn } from '@/lib/useIsLoggedIn';
import { returnTo } from '@/lib/returnPath';
import { paths } from '@/lib/routes';

/**
 * docs/product/screens.md#guarded-routes: protected screens render only while an access token is stored; otherwise the user
 * goes to /login (replacing history) and login can bring them back to where they were going.
 */
export function RequireAuth() {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();

  if (!isLoggedIn) return <Navigate to={paths.login} replace state={returnTo(location)} />;
  return <Outlet />;
}
