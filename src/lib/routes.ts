/** Links that several parts of the app share, built in one place so they never drift (SPEC §2, §9). */

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
