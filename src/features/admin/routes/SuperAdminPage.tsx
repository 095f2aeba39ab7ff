import { Outlet } from 'react-router-dom';
import { ErrorState } from '@/components/ErrorState';
import { Spinner } from '@/components/Spinner';
import { useAdminAccess } from '../api/adminAccess';
import { AdminChrome } from '../components/AdminChrome';
import { NoAccess } from '../components/NoAccess';
import '../components/AdminChrome.css';

/**
 * /super-admin (docs/product/screens.md#administration-console): the guard has already sent logged-out
 * visitors to /login; here the profile's `is_admin` decides between the console and a no-access page (403, no
 * redirect). Each section is a child route rendered inside the console's own chrome.
 */
export default function SuperAdminPage() {
  const access = useAdminAccess();

  if (access.isLoading) {
    return (
      <div className="admin-console admin-console--centered">
        <Spinner label="Checking your access" />
      </div>
    );
  }
  if (access.error) {
    return (
      <div className="admin-console admin-console--centered">
        <ErrorState message="We could not load your profile." onRetry={() => void access.refetch()} />
      </div>
    );
  }
  if (!access.isAdmin) {
    return (
      <div className="admin-console admin-console--centered">
        <NoAccess />
      </div>
    );
  }
  return (
    <AdminChrome>
      <Outlet />
    </AdminChrome>
  );
}
