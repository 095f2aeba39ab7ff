import { PROFILE_TABS, type ProfileTab, profileTabHref } from '@/lib/routes';

/** The account area's left menu, in order (docs/product/screens.md#account-area). */
export const PROFILE_TAB_LABELS: Readonly<Record<ProfileTab, string>> = {
  profile: 'Profile',
  plans: 'My Plans',
  bids: 'Bids',
  'ai-toolset': 'AI Toolset',
  settings: 'Account Settings',
};

/** The tab a path under /user-profile opens (unknown tails never reach here: the router answers not-found). */
export function profileTabAt(pathname: string): ProfileTab {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PROFILE_TABS.find((tab) => profileTabHref(tab) === path) ?? 'profile';
}
