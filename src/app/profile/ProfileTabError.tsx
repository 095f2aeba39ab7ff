import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorState } from '@/components/ErrorState';

/**
 * Error boundary of one account tab: the failure shows in the tab's place, the menu and the other
 * tabs keep working. Retry navigates to the same URL, which clears the route's error and renders
 * the tab again. It loads with the tab's code, not on the landing.
 */
export function ProfileTabError() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <ErrorState
      message="Sorry, this section could not load. Your account and saved work are safe."
      onRetry={() => void navigate(`${pathname}${search}`, { replace: true })}
    />
  );
}
