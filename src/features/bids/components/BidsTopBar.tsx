import { NavLink } from 'react-router-dom';
import { lazyExport } from '@/lib/lazyExport';
import { optionalPart } from '@/lib/optionalPart';
import { dashboardHref, paths } from '@/lib/routes';
import './BidsTopBar.css';

/** What is new since the last visit, counted on the Dashboard tab once its code and the digest are in. */
const WhatsNewCount = optionalPart(lazyExport(() => import('../whatsNew/WhatsNewCount'), 'WhatsNewCount'));

const LINKS = [
  { label: 'Dashboard', to: dashboardHref(), end: true },
  { label: 'Bookmarked', to: paths.bookmarkedBids, end: true },
  { label: 'Followed', to: paths.followedBids, end: true },
  { label: 'Hidden', to: paths.hiddenBids, end: true },
  { label: 'Profile', to: paths.userProfile, end: true },
] as const;

/**
 * The compact bar that moves between the bid screens (dashboard, bookmarked, followed, summary) and the
 * profile. It sits under the site header, which already carries the logo, so it is a named nav landmark.
 * Its rule runs the window's width and its links start at the page frame's edge, so it goes above a
 * screen's framed content, not inside it.
 */
export function BidsTopBar() {
  return (
    <nav aria-label="Bids" className="bids-top-bar">
      <ul className="bids-top-bar__list bl-frame bl-scroll-shadows">
        {LINKS.map(({ label, to, end }) => (
          <li key={label}>
            <NavLink to={to} end={end} className="bids-top-bar__link">
              {label}
              {label === 'Dashboard' && <WhatsNewCount />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
