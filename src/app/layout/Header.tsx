import { Suspense, lazy, useState, type ComponentType, type FocusEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { buttonClassName } from '@/components/buttonClassName';
import { UserIcon } from '@/components/icons';
import { HomeLink } from '@/components/HomeLink';
import { useIsLoggedIn } from '@/lib/useIsLoggedIn';
import { MenuToggle } from './MenuToggle';
import type { MobileMenuProps } from './MobileMenu';
import { primaryNavItems } from './navigation';
import { useHideOnScroll } from './useHideOnScroll';
import './Header.css';
import { paths } from '@/lib/routes';

/**
 * The menu below 900 px: code of its own, fetched as the page hydrates (a prerendered menu stays as
 * it is until then, its button disabled as before hydration). Without it, the button stays disabled.
 */
const MobileMenu = lazy<ComponentType<MobileMenuProps>>(() =>
  import('./MobileMenu').then(
    (module) => ({ default: module.MobileMenu }),
    () => ({ default: LoadingMenu }),
  ),
);

function LoadingMenu() {
  return (
    <div className="mobile-menu">
      <MenuToggle isOpen={false} isDisabled />
    </div>
  );
}

/** Top navigation (docs/product/screens.md#top-navigation): site links, account link, and the mobile menu below 900 px. */
export function Header() {
  const isLoggedIn = useIsLoggedIn();
  const { isScrolled, isHiddenByScroll } = useHideOnScroll();
  // Never slide away from under a keyboard user (or an open mobile menu, which holds focus).
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  const isHidden = isHiddenByScroll && !hasFocusWithin;

  const trackFocusLeaving = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocusWithin(false);
  };

  return (
    <header
      className="site-header"
      data-scrolled={isScrolled || undefined}
      data-hidden={isHidden || undefined}
      onFocus={() => setHasFocusWithin(true)}
      onBlur={trackFocusLeaving}
    >
      <div className="site-header__inner">
        <HomeLink className="site-header__brand" />

        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-header__links">
            {primaryNavItems.map((item) => (
              <li key={item.label}>
                <NavLink to={item.to} end={item.end} className="site-header__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__account">
          {isLoggedIn ? (
            <NavLink to={paths.userProfile} className="site-header__profile">
              <UserIcon size={20} />
              <span>Profile</span>
            </NavLink>
          ) : (
            <Link to={paths.login} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
              Register / Login
            </Link>
          )}
        </div>

        <Suspense fallback={<LoadingMenu />}>
          <MobileMenu isLoggedIn={isLoggedIn} />
        </Suspense>
      </div>
    </header>
  );
}
