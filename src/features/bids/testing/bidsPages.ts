import type { BidsPage } from '../api/useDashboardData';

/** Tests and stories: GET /bids/ finding nothing (page 1 of 25 a page, no visible limit). */
export const EMPTY_BIDS_PAGE: BidsPage = {
  count: 0,
  page: 1,
  page_size: 25,
  total_pages: 0,
  visible_limit: null,
  results: [],
};
