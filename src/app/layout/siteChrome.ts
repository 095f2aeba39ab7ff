import { ADMIN_SECTIONS, PROFILE_TABS, adminSectionHref, profileTabHref, paths } from '@/lib/routes';

/**
 * docs/product/screens.md#site-header-and-footer: header and footer are hidden on exactly these paths (auth, onboarding, payment, profile
 * and admin screens); every other route shows them. /email-verification is deliberately absent.
 */
const PATHS_WITHOUT_SITE_CHROME: ReadonlySet<string> = new Set([
  paths.login,
  paths.forgotPassword,
  paths.signup,
  paths.register,
  paths.companyBuild,
  paths.geographicCoverage,
  paths.helpOurAi,
  paths.industryCategories,
  paths.extraData,
  paths.verification,
  paths.plan,
  '/loader',
  paths.superAdmin,
  paths.userProfile,
  paths.payment,
  paths.confirmPassword,
  paths.forgotOtp,
  paths.paymentStatus,
  // The account area's tabs (/user-profile/plans, ...) are /user-profile too.
  ...PROFILE_TABS.map(profileTabHref),
  // The administration console's sections (/super-admin/logs, ...) are /super-admin too.
  ...ADMIN_SECTIONS.map(adminSectionHref),
]);

export function showsSiteChrome(pathname: string): boolean {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !PATHS_WITHOUT_SITE_CHROME.has(withoutTrailingSlash);
}
