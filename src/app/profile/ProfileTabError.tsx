import { useLocation, useNavigate } from 'react-router-dom';
import './ProfileTabError.css';

/**
 * Error boundary of one account tab: the failure shows in the tab's place, the menu and the other
 * tabs keep working. Retry navigates to the same URL, which clears the route's error and renders
 * the tab again. Plain elements: the route table is in the landing bundle.
 */
export function ProfileTabError() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <div role="alert" className="profile-tab-error">
      <p className="profile-tab-error__message">
        Sorry, this section could not load. Your account and saved work are safe.
      </p>
      <button
        type="button"
        className="profile-tab-error__retry"
        onClick={() => void navigate(`${pathname}${search}`, { replace: true })}
      >
        Retry
      </button>
    </div>
  );
}
