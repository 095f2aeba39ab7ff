import { Button } from '@/components/Button';
import { LogoutIcon } from '@/components/icons';
import { useLogout } from '@/lib/logout';

/** Logging out from the dashboard itself (the site header offers it only in the phone menu). */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="secondary" size="sm" className="bl-dashboard__logout" onPress={() => void logout()}>
      <LogoutIcon /> Log out
    </Button>
  );
}
