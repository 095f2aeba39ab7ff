import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/Button';
import { ChevronLeftIcon, LogoutIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { AreaBar } from '@/components/AreaBar';
import { useLogout } from '@/lib/logout';
import { ADMIN_SECTIONS, type AdminSection, adminSectionHref, dashboardHref } from '@/lib/routes';
import './AdminChrome.css';

export const ADMIN_SECTION_LABELS: Readonly<Record<AdminSection, string>> = {
  overview: 'Overview',
  scrapers: 'Scrapers',
  logs: 'Logs',
  users: 'Users',
};

/**
 * The console's own frame (docs/product/screens.md#site-header-and-footer: no site header or footer on /super-admin): a bar with the
 * brand, a link back to the app and Log out, and the sections as links, each its own URL. Beside the
 * content on desktops, a scrolling row above it on phones.
 */
export function AdminChrome({ children }: { children: ReactNode }) {
  const logout = useLogout();
  return (
    <div className="admin-console">
      <AreaBar
        className="admin-console__bar"
        badge={<span className="admin-console__badge">Admin</span>}
        actionsClassName="admin-console__actions"
      >
        <Link href={dashboardHref()} buttonVariant="secondary" buttonSize="sm">
          <ChevronLeftIcon />
          Back to the app
        </Link>
        <Button variant="ghost" size="sm" onPress={() => void logout()}>
          <LogoutIcon />
          Log out
        </Button>
      </AreaBar>
      <div className="admin-console__body">
        <nav aria-label="Administration" className="admin-console__nav">
          <ul>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section}>
                <NavLink
                  to={adminSectionHref(section)}
                  end={section === 'overview'}
                  className="admin-console__nav-link"
                >
                  {ADMIN_SECTION_LABELS[section]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-console__content">{children}</div>
      </div>
    </div>
  );
}
