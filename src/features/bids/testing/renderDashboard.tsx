import { LogoutContext } from '@/lib/logout';
import { dashboardHref } from '@/lib/routes';
import { renderRoute } from '@/testing/renderRoute';
import { dashboardLoader } from '../api/dashboardRoute';
import DashboardPage from '../routes/DashboardPage';

/** The dashboard with a logout that does nothing (the app's logout clears caches a test does not have). */
function DashboardWithLogout() {
  return (
    <LogoutContext.Provider value={async () => {}}>
      <DashboardPage />
    </LogoutContext.Provider>
  );
}

/**
 * Renders the dashboard at `entry` (its path with the search; by default the navigation's link),
 * mounted on /dashboard with its route's loader, as in the app.
 */
export function renderDashboard(entry = dashboardHref()) {
  return renderRoute(entry, DashboardWithLogout, { path: '/dashboard', loader: dashboardLoader });
}
