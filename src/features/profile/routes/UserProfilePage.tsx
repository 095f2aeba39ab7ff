import { Link } from 'react-router-dom';
import { Button } from '@/components/Button';
import { useLogout } from '@/lib/logout';
import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';
import { dashboardHref } from '@/lib/routes';
import './UserProfilePage.css';

export default function UserProfilePage() {
  const logout = useLogout();
  return (
    <ScreenPlaceholder
      title="Your profile"
      description="Your personal and company details, your plan and payment history, saved bids, and account settings."
    >
      <div className="user-profile-placeholder__actions">
        <Link to={dashboardHref()}>Back to Dashboard</Link>
        <Button variant="secondary" onPress={() => void logout()}>
          Logout
        </Button>
      </div>
    </ScreenPlaceholder>
  );
}
