import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { buttonClassName } from '@/components/buttonClassName';
import { useLogout } from '@/lib/logout';
import { dashboardHref, paths } from '@/lib/routes';
import { useIsHydrated } from '@/lib/useIsHydrated';
import { MenuToggle } from './MenuToggle';
import { primaryNavItems } from './navigation';

export interface MobileMenuProps {
  isLoggedIn: boolean;
}

/**
 * The navigation below 900 px: a disclosure button and panel. Opening moves focus into the panel;
 * Escape or a click outside closes it (Escape returns focus to the button); following a link closes it.
 */
export function MobileMenu({ isLoggedIn }: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const logout = useLogout();
  const isHydrated = useIsHydrated();
  const close = () => setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();

    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [isOpen]);

  return (
    <div className="mobile-menu">
      <MenuToggle
        ref={toggleRef}
        isOpen={isOpen}
        panelId={panelId}
        // On a prerendered page a tap before hydration would be lost; the button waits for its handler.
        isDisabled={!isHydrated}
        onToggle={() => setIsOpen((open) => !open)}
      />

      <div ref={panelRef} id={panelId} className="mobile-menu__panel" hidden={!isOpen}>
        <nav aria-label="Main">
          <ul className="mobile-menu__links">
            {primaryNavItems.map((item) => (
              <li key={item.label}>
                <NavLink to={item.to} end={item.end} className="mobile-menu__link" onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {isLoggedIn && (
              <>
                <li>
                  <Link to={dashboardHref()} className="mobile-menu__link" onClick={close}>
                    Dashboard
                  </Link>
                </li>
                <li>
                  <NavLink to={paths.userProfile} className="mobile-menu__link" onClick={close}>
                    Profile
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="mobile-menu__account">
          {isLoggedIn ? (
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', isFullWidth: true })}
              onClick={() => {
                close();
                void logout();
              }}
            >
              Logout
            </button>
          ) : (
            <Link
              to={paths.login}
              className={buttonClassName({ variant: 'primary', isFullWidth: true })}
              onClick={close}
            >
              Register / Login
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
