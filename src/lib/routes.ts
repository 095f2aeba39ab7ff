/**
 * Every link to an app route is built here, so links never drift from the route table
 * (docs/product/screens.md#routes). `src/app/routes.tsx` mounts its screens on these same paths, so a
 * misspelt path fails to compile instead of leading to the not-found page.
 */

/** The app's fixed paths, by name. Paths with a parameter or a query have a builder below. */
export const paths = {
  home: '/',
  pricing: '/pricing',
  about: '/about',
  aiToolset: '/ai-toolset',
  help: '/help',
  emailVerification: '/email-verification',
  login: '/login',
  forgotPassword: '/forgot-password',
  forgotOtp: '/forgot-otp',
  confirmPassword: '/confirm-password',
  register: '/register',
  signup: '/signup',
  companyBuild: '/company-build',
  verification: '/verification',
  plan: '/plan',
  geographicCoverage: '/geographic-coverage',
  industryCategories: '/industry-categories',
  helpOurAi: '/help-our-ai',
  extraData: '/extra-data',
  payment: '/payment',
  paymentStatus: '/payment-status',
  dashboard: '/dashboard',
  bookmarkedBids: '/dashboard/bookmarkBids',
  followedBids: '/dashboard/followedBids',
  hiddenBids: '/dashboard/hiddenBids',
  userProfile: '/user-profile',
  superAdmin: '/super-admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The summary route's pattern (its `:id` is the bid's integer `id`). */
export const SUMMARY_ROUTE = '/summary/:id';

/** What the route table mounts screens on: the fixed paths, the summary pattern and the catch-all. */
export type RoutePath = AppPath | typeof SUMMARY_ROUTE | '*';

/** A bid's summary page: `/summary/12`. */
export function summaryHref(bidId: number): string {
  return SUMMARY_ROUTE.replace(':id', String(bidId));
}

/** The dashboard the navigation opens: first page of 25 active bids, soonest closing first. */
export const DASHBOARD_DEFAULT_QUERY = {
  page: '1',
  pageSize: '25',
  bid_type: 'Active',
  ordering: 'closing_date',
} as const;

/** The dashboard with a search in its query (by default the one the navigation opens). */
export function dashboardHref(query: Readonly<Record<string, string>> = DASHBOARD_DEFAULT_QUERY): string {
  return `${paths.dashboard}?${new URLSearchParams(query).toString()}`;
}

/** The dashboard's query parameter naming the bid open in its preview pane (not part of the search). */
export const PREVIEW_PARAM = 'bid';

/** The dashboard's search in a URL, in a fixed order and without the preview pane's bid. */
export function dashboardSearchKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(PREVIEW_PARAM);
  params.sort();
  return params.toString();
}

/** Static legal documents served from public/legal/ (opened in a new tab). */
export const legalDocuments = {
  terms: '/legal/terms.html',
  privacy: '/legal/privacy.html',
} as const;

/**
 * The account area's tabs (docs/product/screens.md#account-area): each has its own URL so a link can open it.
 */
export const PROFILE_TABS = ['profile', 'plans', 'bids', 'ai-toolset', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** `/user-profile` opens the Profile tab; the others live under it, e.g. `/user-profile/plans`. */
export function profileTabHref(tab: ProfileTab = 'profile'): string {
  return tab === 'profile' ? paths.userProfile : `${paths.userProfile}/${tab}`;
}

/**
 * The administration console's sections (docs/product/screens.md#administration-console), each with its own
 * URL under /super-admin.
 */
export const ADMIN_SECTIONS = ['overview', 'scrapers', 'logs', 'users'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** `/super-admin` opens the Overview; the other sections live under it, e.g. `/super-admin/logs`. */
export function adminSectionHref(section: AdminSection = 'overview'): string {
  return section === 'overview' ? paths.superAdmin : `${paths.superAdmin}/${section}`;
}
