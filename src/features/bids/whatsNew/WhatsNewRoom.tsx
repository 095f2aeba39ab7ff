import { buttonClassName } from '@/components/Button';
import { BellIcon } from '@/components/icons';
import { hasWhatsNew } from '@/api/planCodes';
import { useProfileAndPlan } from '../api/useDashboardData';

/**
 * The room "What's new" (WhatsNewButton) takes beside the dashboard's heading, kept while its code loads
 * after the first screen: on a phone the heading's buttons then wrap to a row of their own, and that row
 * arriving late would push the results down under the reader. Plans without alerts keep no room.
 */
export function WhatsNewRoom() {
  const { plan } = useProfileAndPlan();
  if (!hasWhatsNew(plan)) return null;
  return (
    <span
      className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} bl-whats-new-room`}
      aria-hidden="true"
    >
      <BellIcon />
      What's new
    </span>
  );
}
