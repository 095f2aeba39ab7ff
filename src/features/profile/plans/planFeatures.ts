import { ESSENTIALS, SNEAK, STARTER } from '@/api/planCatalog';
import {
  bookmarkedBids,
  bookmarks,
  exportedBids,
  followedBids,
  monthlyExports,
  savedSearches,
} from '@/lib/planPhrases';
import { PlanCode } from '../api/currentPlan';

/** The drawings the 'My Features' carousel can show (one per feature). */
export type FeatureArt =
  | 'every-bid'
  | 'summary'
  | 'filters'
  | 'bookmarks'
  | 'saved-search'
  | 'follow'
  | 'export'
  | 'email-alerts'
  | 'bolt-on';

export interface PlanFeature {
  art: FeatureArt;
  title: string;
  /** One sentence under the picture. */
  description: string;
}

const feature = (art: FeatureArt, title: string, description: string): PlanFeature => ({
  art,
  title,
  description,
});

/** Features every paid plan shows alike (the Sneak card lists them among what upgrading unlocks). */
const EVERY_BID = feature('every-bid', 'Every matching bid', 'See every bid that matches your search.');
const SUMMARY = feature(
  'summary',
  'Bid summaries',
  'Open the full details of a bid: dates, contacts, documents and similar bids.',
);
const FILTERS = feature(
  'filters',
  'Advanced filters',
  'Filter by entity type, solicitation type, set-aside, NAICS, UNSPSC and dates.',
);

/** docs/product/screens.md#my-plans: Starter shows 6 features, Essentials 7, and Sneak the 8 that upgrading unlocks. */
export const PLAN_FEATURES: Readonly<Record<PlanCode, readonly PlanFeature[]>> = {
  [PlanCode.NUMBER_001]: [
    {
      ...EVERY_BID,
      description: `See every bid that matches your search, not just the first ${SNEAK.max_visible_bids}.`,
    },
    SUMMARY,
    FILTERS,
    feature(
      'bookmarks',
      'Bookmarks',
      `Keep up to ${bookmarkedBids(ESSENTIALS)} on your Bookmarked Bids list.`,
    ),
    feature('saved-search', 'Saved searches', 'Name a search and run it again in one click.'),
    feature('follow', 'Follow bids', `Follow up to ${followedBids(ESSENTIALS)} and hear about every change.`),
    feature('export', 'CSV export', `Export up to ${exportedBids(ESSENTIALS)} a month to a spreadsheet.`),
    feature('email-alerts', 'Email alerts', 'Get new matching bids by email, daily or weekly.'),
  ],
  [PlanCode.NUMBER_002]: [
    EVERY_BID,
    SUMMARY,
    FILTERS,
    feature(
      'bookmarks',
      bookmarks(STARTER),
      `Keep up to ${bookmarkedBids(STARTER)} on your Bookmarked Bids list.`,
    ),
    feature('saved-search', savedSearches(STARTER), 'Name a search and run it again in one click.'),
    feature('bolt-on', 'State bolt-on', 'Add one more state to your coverage.'),
  ],
  [PlanCode.NUMBER_003]: [
    EVERY_BID,
    SUMMARY,
    FILTERS,
    feature(
      'bookmarks',
      bookmarks(ESSENTIALS),
      `Keep up to ${bookmarkedBids(ESSENTIALS)} on your Bookmarked Bids list.`,
    ),
    feature(
      'follow',
      `Follow ${followedBids(ESSENTIALS)}`,
      `Follow up to ${followedBids(ESSENTIALS)} with email alerts about each one.`,
    ),
    feature('saved-search', savedSearches(ESSENTIALS), 'Name your searches and run them again in one click.'),
    feature(
      'export',
      monthlyExports(ESSENTIALS),
      `Export up to ${exportedBids(ESSENTIALS)} each calendar month to a spreadsheet.`,
    ),
  ],
};

/** What the free plan's card says upgrading unlocks. */
export const UPGRADE_UNLOCKS =
  'Upgrade to see every matching bid, open bid summaries, use advanced filters, bookmark, follow and export bids, and get email alerts.';
