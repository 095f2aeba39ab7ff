/** Links that several parts of the app share, built in one place so they never drift (docs/product/screens.md#routes). */

/** The dashboard the navigation opens: first page of 25 active bids, soonest closing first. */
export const DASHBOARD_DEFAULT_QUERY = {
  page: '1',
  pageSize: '25',
  bid_type: 'Active',
  ordering: 'closing_date',
} as const;

export function dashboardHref(): string {
  return `/dashboard?${new URLSearchParams(DASHBOARD_DEFAULT_QUERY).toString()}`;
}

/** Static legal documents served from public/legal/ (opened in a new tab). */
export const legalDocuments = {
  terms: '/legal/terms.html',
  privacy: '/legal/privacy.html',
} as const;

/** The account area's tabs (issue 10): each has its own URL so a link can open it. */
export const PROFILE_TABS = ['profile', 'plans', 'bids', 'ai-toolset', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** `/user-profile` opens the Profile tab; the others live under it, e.g. `/user-profile/plans`. */
export function profileTabHref(tab: ProfileTab = 'profile'): string {
  return tab === 'profile' ? '/user-profile' : `/user-profile/${tab}`;
}

/** The administration console's sections (issue 11), each with its own URL under /super-admin. */
export const ADMIN_SECTIONS = ['overview', 'scrapers', 'logs', 'users'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** `/super-admin` opens the Overview; the other sections live under it, e.g. `/super-admin/logs`. */
export function adminSectionHref(section: AdminSection = 'overview'): string {
  return section === 'overview' ? '/super-admin' : `/super-admin/${section}`;
}
