import { getGetAdminStatsQueryKey } from './generated/endpoints/admin/admin';
import {
  getGetBidCountQueryKey,
  getGetBidQueryKey,
  getListBidsQueryKey,
  getListSimilarBidsQueryKey,
} from './generated/endpoints/bids/bids';
import { getListScrapersQueryKey } from './generated/endpoints/scrapping/scrapping';

/**
 * Which cached queries are which, told by the generated key functions (a key starts with the
 * request path, without the base URL), so a path changed in the contract changes these too.
 */

type PathMatcher = (path: string) => boolean;

/** The key of an operation without a path parameter: the same path, whatever the query string. */
const sameOperation =
  (keyFor: () => readonly [string, ...unknown[]]): PathMatcher =>
  (path) =>
    path === keyFor()[0];

/** A number no real id reaches, to find where the id goes in a generated key's path. */
const ANY_ID = Number.MAX_SAFE_INTEGER;

/** The keys of an operation with one numeric path parameter (`/bids/${id}/`), for any id. */
function sameOperationAnyId(keyFor: (id: number) => readonly [string, ...unknown[]]): PathMatcher {
  const [prefix = '', suffix = ''] = keyFor(ANY_ID)[0].split(String(ANY_ID));
  return (path) =>
    path.length > prefix.length + suffix.length &&
    path.startsWith(prefix) &&
    path.endsWith(suffix) &&
    /^\d+$/.test(path.slice(prefix.length, path.length - suffix.length));
}

function matchesAny(matchers: PathMatcher[]): (queryKey: readonly unknown[]) => boolean {
  return ([path]) => typeof path === 'string' && matchers.some((matches) => matches(path));
}

/**
 * Bids state (docs/product/screens.md#session-and-storage): the bid list, one bid, similar bids and the
 * count. Bookmarks, follows, saved filters and the code lists are other operations.
 */
export const isBidsStateQuery = matchesAny([
  sameOperation(() => getListBidsQueryKey()),
  sameOperationAnyId(getGetBidQueryKey),
  sameOperationAnyId(getListSimilarBidsQueryKey),
  sameOperation(getGetBidCountQueryKey),
]);

/** The first segment of a generated key's path (`/admin/`): every operation of that part of the API. */
function sameArea(keyFor: () => readonly [string, ...unknown[]]): PathMatcher {
  const [, area] = keyFor()[0].split('/');
  return (path) => path.startsWith(`/${area}/`);
}

/**
 * The administration console's data, the whole of its two parts of the API: other people's accounts,
 * the figures, the scrapers and their live run status.
 */
export const isAdminQuery = matchesAny([
  sameArea(getGetAdminStatsQueryKey),
  sameArea(() => getListScrapersQueryKey()),
]);
