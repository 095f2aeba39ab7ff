import { ADMIN_SECTIONS, PROFILE_TABS, adminSectionHref, profileTabHref } from '@/lib/routes';

/**
 * docs/product/screens.md#site-header-and-footer: header and footer are hidden on exactly these paths (auth, onboarding, payment, profile
 * and admin screens); every other route shows them. /email-verification is deliberately absent.
 */
const PATHS_WITHOUT_SITE_CHROME: ReadonlySet<string> = new Set([
  '/login',
  '/forgot-password',
  '/signup',
  '/register',
  '/company-build',
  '/geographic-coverage',
  '/help-our-ai',
  '/industry-categories',
  '/extra-data',
  '/verification',
  '/plan',
  '/loader',
  '/super-admin',
  '/user-profile',
  '/payment',
  '/confirm-password',
  '/forgot-otp',
  '/payment-status',
  // The account area's tabs (/user-profile/plans, ...) are /user-profile too.
  ...PROFILE_TABS.map(profileTabHref),
  // The administration console's sections (/super-admin/logs, ...) are /super-admin too.
  ...ADMIN_SECTIONS.map(adminSectionHref),
]);

export function showsSiteChrome(pathname: string): boolean {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PATHS_WITHOUT_SITE_CHROME.has(withoutTrailingSlash);
}
