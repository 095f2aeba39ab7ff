import type { Bid, ListBidsOrdering } from '@/api/generated/model';
import { matchesSearch, type ParsedSearch, parseSearchSyntax, positiveTerms } from '@/lib/searchSyntax';

/**
 * Bids live in plain arrays rather than @mswjs/data: 5,000+ records filtered and sorted per request
 * are ~10x faster this way. Each record keeps precomputed fields (lower-case search text, epoch
 * times) and the store keeps the ordering indexes, so a query is one linear pass with no sort.
 */
export type StoredBid = Omit<Bid, 'bookmark_id' | 'follow_id'>;

interface IndexedBid {
  bid: StoredBid;
  /** Built on the first text search, not at seed time (it is most of the indexing cost). */
  searchText: string | null;
  nameText: string;
  openMs: number;
  /** Infinity when there is no closing date, so open-ended bids sort last. */
  closeMs: number;
}

/** `best_fit` needs the caller's profile: the store returns it by deadline and the handler sorts by fit. */
export type BidOrdering = ListBidsOrdering;
export type BidInclusion = 'active' | 'closed' | 'all';

export interface BidQuery {
  include: BidInclusion;
  search?: string;
  states?: string[];
  entityTypes?: string[];
  naics?: string[];
  unspsc?: string[];
  solicitationTypes?: string[];
  setAsides?: string[];
  openAfter?: number;
  openBefore?: number;
  closeAfter?: number;
  closeBefore?: number;
  ordering: BidOrdering;
}

let records: IndexedBid[] = [];
let byId = new Map<number, IndexedBid>();
/** Same records, sorted once per change: closing ascending and opening ascending. */
let byClosing: IndexedBid[] = [];
let byOpening: IndexedBid[] = [];
/** Bids added after the seed (run-scraper), kept apart so persistence saves only these. */
let added: StoredBid[] = [];

function searchTextOf(record: IndexedBid): string {
  const { bid } = record;
  record.searchText ??= [
    bid.bid_name,
    bid.bid_id,
    bid.agency_name,
    bid.agency_path.join(' '),
    bid.city,
    bid.state_name,
    bid.naics_code,
    bid.naics_title,
    bid.unspsc_title,
    bid.description,
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return record.searchText;
}

function index(bid: StoredBid): IndexedBid {
  return {
    bid,
    searchText: null,
    nameText: bid.bid_name.toLowerCase(),
    openMs: Date.parse(bid.open_date),
    closeMs: bid.closing_date ? Date.parse(bid.closing_date) : Number.POSITIVE_INFINITY,
  };
}

function rebuildOrderings(): void {
  byClosing = [...records].sort((a, b) => a.closeMs - b.closeMs || a.bid.id - b.bid.id);
  byOpening = [...records].sort((a, b) => a.openMs - b.openMs || a.bid.id - b.bid.id);
}

/** Replace every bid (seed or restore). `extra` are bids created after the seed. */
export function loadBids(seeded: StoredBid[], extra: StoredBid[] = []): void {
  added = [...extra];
  records = [...seeded, ...extra].map(index);
  byId = new Map(records.map((record) => [record.bid.id, record]));
  rebuildOrderings();
}

export function addBids(bids: StoredBid[]): void {
  for (const bid of bids) {
    const record = index(bid);
    records.push(record);
    byId.set(bid.id, record);
    added.push(bid);
  }
  rebuildOrderings();
}

/** A stored bid changed in place (an amendment): re-read its times and search text, re-sort. */
export function reindexBid(id: number): void {
  const record = byId.get(id);
  if (!record) return;
  Object.assign(record, index(record.bid));
  rebuildOrderings();
}

export function addedBids(): StoredBid[] {
  return added;
}

export function getBid(id: number): StoredBid | undefined {
  return byId.get(id)?.bid;
}

export function allBids(): readonly StoredBid[] {
  return records.map((record) => record.bid);
}

export function bidCount(): number {
  return records.length;
}

export function nextBidId(): number {
  let max = 0;
  for (const record of records) max = Math.max(max, record.bid.id);
  return max + 1;
}

function matches(record: IndexedBid, query: BidQuery, keywords: ParsedSearch | null, now: number): boolean {
  const { bid } = record;
  const isClosed = record.closeMs <= now;
  if (query.include === 'active' && isClosed) return false;
  if (query.include === 'closed' && !isClosed) return false;
  if (query.states && !query.states.includes(bid.state)) return false;
  if (query.entityTypes && !query.entityTypes.includes(bid.entity_type)) return false;
  if (query.naics && !query.naics.some((prefix) => bid.naics_code.startsWith(prefix))) return false;
  if (query.unspsc && !query.unspsc.some((prefix) => bid.unspsc_code.startsWith(prefix.replace(/0+$/, ''))))
    return false;
  if (query.solicitationTypes && !query.solicitationTypes.includes(bid.solicitation_type)) return false;
  if (query.setAsides && !(bid.set_aside && query.setAsides.includes(bid.set_aside))) return false;
  if (query.openAfter !== undefined && record.openMs < query.openAfter) return false;
  if (query.openBefore !== undefined && record.openMs >= query.openBefore) return false;
  if (query.closeAfter !== undefined && record.closeMs < query.closeAfter) return false;
  if (query.closeBefore !== undefined && record.closeMs >= query.closeBefore) return false;
  return keywords === null || matchesSearch(searchTextOf(record), keywords);
}

/** Title hits weigh most, then whole-record hits; ties go to the sooner deadline. */
function relevance(record: IndexedBid, terms: string[]): number {
  let score = 0;
  for (const term of terms) {
    if (record.nameText.includes(term)) score += 3;
    if (record.nameText.startsWith(term)) score += 1;
  }
  return score;
}

/** Every bid matching the query, in the requested order. */
export function queryBids(query: BidQuery, now: number = Date.now()): StoredBid[] {
  const keywords = query.search ? parseSearchSyntax(query.search) : null;
  const terms = keywords ? positiveTerms(keywords) : [];
  const descending = query.ordering.startsWith('-');
  const source = query.ordering.includes('open_date') ? byOpening : byClosing;
  const hits: IndexedBid[] = [];
  if (descending) {
    for (let i = source.length - 1; i >= 0; i--) {
      const record = source[i] as IndexedBid;
      if (matches(record, query, keywords, now)) hits.push(record);
    }
  } else {
    for (const record of source) if (matches(record, query, keywords, now)) hits.push(record);
  }
  if (query.ordering === 'relevance' && terms.length > 0) {
    const scores = new Map(hits.map((record) => [record, relevance(record, terms)]));
    hits.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || a.closeMs - b.closeMs);
  }
  return hits.map((record) => record.bid);
}

/** Bids sharing the NAICS code, state or agency with the given bid: never the bid itself. */
export function similarBids(id: number, limit: number): StoredBid[] {
  const target = byId.get(id);
  if (!target) return [];
  const now = Date.now();
  const scored: Array<{ record: IndexedBid; score: number }> = [];
  for (const record of byClosing) {
    if (record.bid.id === id || record.closeMs <= now) continue;
    const score =
      (record.bid.naics_code === target.bid.naics_code ? 3 : 0) +
      (record.bid.agency_name === target.bid.agency_name ? 2 : 0) +
      (record.bid.state === target.bid.state ? 1 : 0);
    if (score > 0) scored.push({ record, score });
  }
  scored.sort((a, b) => b.score - a.score || a.record.closeMs - b.record.closeMs);
  return scored.slice(0, limit).map(({ record }) => record.bid);
}

/** Status as of now: a bid closes when its deadline passes. */
export function currentStatus(bid: StoredBid, now: number = Date.now()): 'Active' | 'Closed' {
  return bid.closing_date && Date.parse(bid.closing_date) <= now ? 'Closed' : 'Active';
}
