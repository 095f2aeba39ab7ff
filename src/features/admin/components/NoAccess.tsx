import { Heading } from 'react-aria-components/Heading';
import { AlertIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { dashboardHref } from '@/lib/routes';
import './adminParts.css';

export const NO_ACCESS_TITLE = 'You do not have access to the administration console';

/**
 * 403 for people: the console is for BidLantern administrators only. A link (not a redirect)
 * takes the user back, so there is never a loop between guards.
 */
export function NoAccess({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  return (
    <section className="admin-no-access" aria-labelledby="admin-no-access-title">
      <AlertIcon size={32} className="admin-no-access__icon" aria-hidden="true" />
      <Heading level={headingLevel} id="admin-no-access-title" className="admin-no-access__title">
        {NO_ACCESS_TITLE}
      </Heading>
      <p>
        Only BidLantern administrators can open this page. If you need access, ask an administrator to give it
        to your account.
      </p>
      <Link href={dashboardHref()} buttonVariant="primary">
        Go to the dashboard
      </Link>
    </section>
  );
}
