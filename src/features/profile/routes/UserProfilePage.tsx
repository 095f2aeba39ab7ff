import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { ChevronLeftIcon, LogoutIcon } from '@/components/icons';
import { Link } from '@/components/Link';
import { AreaBar } from '@/components/AreaBar';
import { Tab, TabList, TabPanel, Tabs } from '@/components/Tabs';
import { useLogout } from '@/lib/logout';
import { PROFILE_TABS, dashboardHref, profileTabHref } from '@/lib/routes';
import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { prefetchAccountArea, useStates } from '../api/profile';
import { PROFILE_TAB_LABELS, profileTabAt } from '../layout/profileTabs';
import { useMediaQuery } from '@/lib/useMediaQuery';
import './UserProfilePage.css';

export const prefetch: ScreenPrefetch = (queryClient) => prefetchAccountArea(queryClient);

/** Below this width the menu becomes a horizontal, scrollable list above the content. */
const PHONE_QUERY = '(max-width: 719.98px)';

/**
 * /user-profile (docs/product/screens.md#account-area): the account area has no site header or footer, so it carries its own
 * chrome. Each tab is a link to its own URL (a child route renders in the selected panel), so the
 * URL picks the tab and arrow keys move between tabs by navigating.
 */
export default function UserProfilePage() {
  const { pathname } = useLocation();
  const selectedTab = profileTabAt(pathname);
  const logout = useLogout();
  const isPhone = useMediaQuery(PHONE_QUERY);
  // docs/product/screens.md#account-area: the states list loads when the profile page opens, whichever tab it opens on.
  useStates();
  const logoutButton = (
    <Button
      variant="ghost"
      size={isPhone ? 'sm' : 'md'}
      className="account-area__logout"
      onPress={() => void logout()}
    >
      <LogoutIcon />
      Logout
    </Button>
  );

  return (
    <div className="account-area">
      <AreaBar className="account-area__bar" actionsClassName="account-area__bar-actions">
        <Link href={dashboardHref()} buttonVariant="secondary" buttonSize="sm">
          <ChevronLeftIcon />
          Back to Dashboard
        </Link>
        {/* Phones: the menu is one scrolling row, so Logout waits up here instead of crowding it. */}
        {isPhone && logoutButton}
      </AreaBar>
      <Tabs
        className="account-area__tabs"
        orientation={isPhone ? 'horizontal' : 'vertical'}
        selectedKey={selectedTab}
      >
        <div className="account-area__menu">
          <TabList aria-label="Account" className="account-area__tab-list">
            {PROFILE_TABS.map((tab) => (
              <Tab key={tab} id={tab} href={profileTabHref(tab)}>
                {({ isSelected }) => (
                  <TabLabel label={PROFILE_TAB_LABELS[tab]} keepInView={isPhone && isSelected} />
                )}
              </Tab>
            ))}
          </TabList>
          {!isPhone && logoutButton}
        </div>
        {PROFILE_TABS.map((tab) => (
          <TabPanel key={tab} id={tab} className="account-area__panel">
            <h1 className="account-area__title">{PROFILE_TAB_LABELS[tab]}</h1>
            <Outlet />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

/**
 * On phones the row of tabs scrolls sideways: the open tab scrolls into view (e.g. after a link to
 * Account Settings). Done from inside the tab, because React Aria renders the tabs after the page.
 */
function TabLabel({ label, keepInView }: { label: string; keepInView: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (keepInView) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [keepInView]);
  return <span ref={ref}>{label}</span>;
}
