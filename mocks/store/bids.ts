import { type Bid, BidStatus, type ListBidsInclude, type ListBidsOrdering } from '@/api/generated/model';
import type { StoredRequirement } from '../seed/brief-factory';
import { plainText } from './plain-text';
import {
  foldSearchText,
  parseSearchQuery,
  positiveTerms,
  queryMatches,
  type SearchQuery,
} from './search-grammar';

/**
 * Bids live in plain arrays rather than @mswjs/data, indexed so that a search over 50,000 of them is
 * one pass of typed-array reads: each filterable field is dictionary-encoded into a column of small
 * integers, the dates are epoch columns, two orderings (closing, opening) are sorted once per change,
 * and keywords go through a word index built on the first text search. A query builds a lookup table
 * per filter, walks the requested ordering once and never sorts (relevance is a bucket pass).
 */
export type StoredBid = Omit<Bid, 'bookmark_id' | 'follow_id' | 'requirements'> & {
  /** As the solicitation states them; presented as `requirements`, checked for the caller (store/bid-brief.ts). */
  stated_requirements?: StoredRequirement[];
};

/** `best_fit` needs the caller's profile: the store returns it by deadline and the handler sorts by fit. */
export type BidOrdering = ListBidsOrdering;
export type BidInclusion = ListBidsInclude;

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

/** A field's distinct values, each with a small integer code; code 0 stands for null. */
class Dictionary {
  readonly values: Array<string | null> = [null];
  private readonly codes = new Map<string, number>();

  encode(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** A table by code: 1 where the value is allowed. Undefined (no filter) when nothing is asked. */
  allow(accepts: ((value: string) => boolean) | undefined): Uint8Array | undefined {
    if (!accepts) return undefined;
    const table = new Uint8Array(this.values.length);
    this.values.forEach((value, code) => {
      if (value !== null && accepts(value)) table[code] = 1;
    });
    return table;
  }
}

/** Lower-case words (whitespace-separated runs) of a text; joined by spaces they give the search text. */
function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/);
}

/**
 * Which bids hold which words of their search text. A search term without spaces occurs in a bid's text
 * exactly when it is part of one of its words, so single-word terms are answered from here alone;
 * phrases narrow the candidates and are then checked against the text itself.
 */
class WordIndex {
  private readonly ids = new Map<string, number>();
  private readonly postings: number[][] = [];
  /** Word ids of a text seen before (most field values repeat), so each is split once. */
  private readonly known = new Map<string, number[]>();
  private lastSeen: number[] = [];
  /**
   * Every word, one per line, and where each starts: a fragment is found with indexOf over this one
   * string rather than an `includes` per word (tens of thousands of words at 50,000 bids). Built on
   * the first search after words were added.
   */
  private vocabulary = '';
  private wordStarts = new Int32Array(0);

  constructor(bids: readonly StoredBid[]) {
    bids.forEach((bid, position) => this.add(bid, position));
  }

  add(bid: StoredBid, position: number): void {
    for (const text of searchFields(bid)) {
      // A description's lines repeat across bids (boilerplate, task lists): split it line by line.
      for (const part of text.includes('\n') ? text.split('\n') : [text])
        for (const id of this.wordIds(part)) {
          if (this.lastSeen[id] === position) continue;
          this.lastSeen[id] = position;
          (this.postings[id] as number[]).push(position);
        }
    }
  }

  private wordIds(text: string): number[] {
    let ids = this.known.get(text);
    if (ids) return ids;
    ids = [];
    for (const word of words(text)) {
      if (!word) continue;
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.postings.length;
        this.ids.set(word, id);
        this.postings.push([]);
      }
      ids.push(id);
    }
    this.known.set(text, ids);
    return ids;
  }

  /** 1 for each bid with a word containing `fragment` (which has no spaces). */
  containing(fragment: string, size: number): Uint8Array {
    const hits = new Uint8Array(size);
    for (const id of this.wordsContaining(fragment))
      for (const position of this.postings[id] as number[]) hits[position] = 1;
    return hits;
  }

  private wordsContaining(fragment: string): number[] {
    // Every word holds the empty fragment; none holds a line break.
    if (fragment === '') return [...this.ids.values()];
    if (fragment.includes('\n')) return [];
    if (this.wordStarts.length !== this.postings.length) {
      const all = [...this.ids.keys()];
      this.wordStarts = new Int32Array(all.length);
      let at = 0;
      all.forEach((word, id) => {
        this.wordStarts[id] = at;
        at += word.length + 1;
      });
      this.vocabulary = all.join('\n');
    }
    const found: number[] = [];
    const starts = this.wordStarts;
    for (let at = this.vocabulary.indexOf(fragment); at !== -1;) {
      // The word holding this occurrence: the last one starting at or before it.
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((starts[middle] as number) <= at) low = middle;
        else high = middle - 1;
      }
      found.push(low);
      // Once per word: look on from the next word.
      const next = low + 1 < starts.length ? (starts[low + 1] as number) : this.vocabulary.length;
      at = this.vocabulary.indexOf(fragment, next);
    }
    return found;
  }
}

/** The fields a keyword search reads, in the order of the search text; the description without markup. */
function searchFields(bid: StoredBid): string[] {
  return [
    bid.bid_name,
    bid.bid_id,
    bid.agency_name,
    bid.agency_path.join(' '),
    bid.city,
    bid.state_name,
    bid.naics_code,
    bid.naics_title,
    bid.unspsc_title,
    plainText(bid.description),
  ];
}

let records: StoredBid[] = [];
let positionOf = new Map<number, number>();
/** Bids added after the seed (run-scraper), kept apart so persistence saves only these. */
let added: StoredBid[] = [];

const states = new Dictionary();
const entityTypes = new Dictionary();
const solicitationTypes = new Dictionary();
const setAsides = new Dictionary();
const naicsCodes = new Dictionary();
const unspscCodes = new Dictionary();
let stateOf = new Uint16Array(0);
let entityTypeOf = new Uint16Array(0);
let solicitationTypeOf = new Uint16Array(0);
let setAsideOf = new Uint16Array(0);
let naicsOf = new Uint16Array(0);
let unspscOf = new Uint16Array(0);
let openMs = new Float64Array(0);
/** Each position as its own code: the column for a table by position (a keyword search's hits). */
let positionColumn = new Int32Array(0);
/** Infinity when there is no closing date, so open-ended bids sort last. */
let closeMs = new Float64Array(0);
/** Positions sorted by closing date and by opening date, ascending (ties by id). */
let byClosing = new Int32Array(0);
let byOpening = new Int32Array(0);
/** Built on the first text search and after a change, not at seed time. */
let searchTexts: Array<string | undefined> = [];
let nameTexts: Array<string | undefined> = [];
let wordIndex: WordIndex | null = null;

function closeMsOf(bid: StoredBid): number {
  return bid.closing_date ? Date.parse(bid.closing_date) : Number.POSITIVE_INFINITY;
}

/** Every column and ordering from `records` (a seed, a restore or a change). */
function rebuild(): void {
  const size = records.length;
  stateOf = new Uint16Array(size);
  entityTypeOf = new Uint16Array(size);
  solicitationTypeOf = new Uint16Array(size);
  setAsideOf = new Uint16Array(size);
  naicsOf = new Uint16Array(size);
  unspscOf = new Uint16Array(size);
  openMs = new Float64Array(size);
  closeMs = new Float64Array(size);
  positionOf = new Map();
  records.forEach((bid, position) => {
    positionOf.set(bid.id, position);
    stateOf[position] = states.encode(bid.state);
    entityTypeOf[position] = entityTypes.encode(bid.entity_type);
    solicitationTypeOf[position] = solicitationTypes.encode(bid.solicitation_type);
    setAsideOf[position] = setAsides.encode(bid.set_aside);
    naicsOf[position] = naicsCodes.encode(bid.naics_code);
    unspscOf[position] = unspscCodes.encode(bid.unspsc_code);
    openMs[position] = Date.parse(bid.open_date);
    closeMs[position] = closeMsOf(bid);
  });
  const ids = records.map((bid) => bid.id);
  const sorted = (time: Float64Array) =>
    Int32Array.from(records.keys()).sort(
      (a, b) => (time[a] as number) - (time[b] as number) || (ids[a] as number) - (ids[b] as number),
    );
  byClosing = sorted(closeMs);
  positionColumn = Int32Array.from(records.keys());
  byOpening = sorted(openMs);
  searchTexts = new Array<string | undefined>(size);
  nameTexts = new Array<string | undefined>(size);
  wordIndex = null;
}

/** The seeded bids and what follows them, made on first use (`loadBids`). */
let pending: { seed: () => StoredBid[]; afterSeed?: () => void } | null = null;

function ensureLoaded(): void {
  if (!pending) return;
  const { seed, afterSeed } = pending;
  pending = null;
  records = [...seed(), ...added];
  rebuild();
  afterSeed?.();
}

/**
 * Replace every bid (seed or restore). `extra` are bids created after the seed. The seeded bids are
 * made when a bid is first asked for, then `afterSeed` runs (the saved amendments): a page of the demo
 * that asks for no bid does not make 5,000 of them (docs/performance.md).
 */
export function loadBids(seed: () => StoredBid[], extra: StoredBid[] = [], afterSeed?: () => void): void {
  added = [...extra];
  records = [];
  rebuild();
  pending = { seed, afterSeed };
}

export function addBids(bids: StoredBid[]): void {
  ensureLoaded();
  records.push(...bids);
  added.push(...bids);
  rebuild();
}

/** A stored bid changed in place (an amendment): re-read its times and search text, re-sort. */
export function reindexBid(id: number): void {
  ensureLoaded();
  if (positionOf.has(id)) rebuild();
}

export function addedBids(): StoredBid[] {
  return added;
}

export function getBid(id: number): StoredBid | undefined {
  ensureLoaded();
  const position = positionOf.get(id);
  return position === undefined ? undefined : records[position];
}

export function allBids(): readonly StoredBid[] {
  ensureLoaded();
  return records;
}

export function bidCount(): number {
  ensureLoaded();
  return records.length;
}

export function nextBidId(): number {
  ensureLoaded();
  let max = 0;
  for (const bid of records) max = Math.max(max, bid.id);
  return max + 1;
}

function searchTextOf(position: number): string {
  return (searchTexts[position] ??= foldSearchText(searchFields(records[position] as StoredBid).join(' ')));
}

function nameTextOf(position: number): string {
  return (nameTexts[position] ??= (records[position] as StoredBid).bid_name.toLowerCase());
}

function andInto(target: Uint8Array, other: Uint8Array): void {
  for (let position = 0; position < target.length; position++)
    target[position] = (target[position] as number) & (other[position] as number);
}

function orInto(target: Uint8Array, other: Uint8Array): void {
  for (let position = 0; position < target.length; position++)
    target[position] = (target[position] as number) | (other[position] as number);
}

/** The bids a keyword search can match (1), and whether each must still be checked against its text. */
interface KeywordCandidates {
  hits: Uint8Array;
  needsTextCheck: boolean;
}

function keywordCandidates(parsed: SearchQuery): KeywordCandidates {
  const size = records.length;
  wordIndex ??= new WordIndex(records);
  const index = wordIndex;
  const cache = new Map<string, Uint8Array>();
  const containing = (fragment: string) => {
    let hits = cache.get(fragment);
    if (!hits) cache.set(fragment, (hits = index.containing(fragment, size)));
    return hits;
  };
  let needsTextCheck = false;
  /** Bids holding every space-separated fragment of the term: exact for one word, a superset for a phrase. */
  const termHits = (text: string) => {
    const fragments = text.split(' ');
    if (fragments.length > 1) needsTextCheck = true;
    const [first = '', ...rest] = fragments;
    const hits = Uint8Array.from(containing(first));
    for (const fragment of rest) {
      const other = containing(fragment);
      andInto(hits, other);
    }
    return hits;
  };
  const hits = new Uint8Array(size).fill(1);
  for (const group of parsed.groups) {
    const any = new Uint8Array(size);
    for (const term of group) {
      orInto(any, termHits(term.text));
    }
    andInto(hits, any);
  }
  for (const term of parsed.excluded) {
    if (term.text.includes(' ')) {
      needsTextCheck = true;
      continue;
    }
    const excluded = containing(term.text);
    for (let position = 0; position < size; position++) if (excluded[position]) hits[position] = 0;
  }
  return { hits, needsTextCheck };
}

/** Title hits weigh most, then whole-record hits; ties go to the sooner deadline. */
function relevance(position: number, terms: string[]): number {
  const name = nameTextOf(position);
  let score = 0;
  for (const term of terms) {
    if (name.includes(term)) score += 3;
    if (name.startsWith(term)) score += 1;
  }
  return score;
}

/** Hits (in deadline order) by relevance, best first; equal scores keep their order (a stable bucket pass). */
function byRelevance(hits: number[], terms: string[]): number[] {
  const scores = hits.map((position) => relevance(position, terms));
  const buckets: number[][] = [];
  hits.forEach((position, index) => (buckets[scores[index] as number] ??= []).push(position));
  return buckets.reverse().flatMap((bucket) => bucket ?? []);
}

/** Keeps, in order, the first `count` positions whose code in `column` the table allows; returns how many. */
function keepAllowed(
  positions: Int32Array,
  count: number,
  column: Uint16Array | Int32Array,
  table: Uint8Array,
): number {
  let kept = 0;
  for (let index = 0; index < count; index++) {
    const position = positions[index] as number;
    if (table[column[position] as number] !== 0) positions[kept++] = position;
  }
  return kept;
}

/** Keeps the closed bids (closing at or before `now`) or the others. */
function keepClosed(positions: Int32Array, count: number, now: number, closed: boolean): number {
  let kept = 0;
  for (let index = 0; index < count; index++) {
    const position = positions[index] as number;
    if ((closeMs[position] as number) <= now === closed) positions[kept++] = position;
  }
  return kept;
}

/** Keeps the positions whose time is at or after `from` and before `below`. */
function keepWithin(
  positions: Int32Array,
  count: number,
  times: Float64Array,
  from: number,
  below: number,
): number {
  let kept = 0;
  for (let index = 0; index < count; index++) {
    const position = positions[index] as number;
    const time = times[position] as number;
    if (time >= from && time < below) positions[kept++] = position;
  }
  return kept;
}

/** Every bid matching the query, in the requested order; `excludedIds` (hidden bids) are left out. */
export function queryBids(
  query: BidQuery,
  now: number = Date.now(),
  excludedIds: ReadonlySet<number> = new Set(),
): StoredBid[] {
  ensureLoaded();
  const keywords = query.search ? parseSearchQuery(query.search) : null;
  const candidates = keywords ? keywordCandidates(keywords) : null;
  const stateTable = states.allow(query.states && ((value) => query.states?.includes(value) === true));
  const entityTable = entityTypes.allow(
    query.entityTypes && ((value) => query.entityTypes?.includes(value) === true),
  );
  const solicitationTable = solicitationTypes.allow(
    query.solicitationTypes && ((value) => query.solicitationTypes?.includes(value) === true),
  );
  const setAsideTable = setAsides.allow(
    query.setAsides && ((value) => query.setAsides?.includes(value) === true),
  );
  const naicsTable = naicsCodes.allow(
    query.naics && ((code) => query.naics?.some((prefix) => code.startsWith(prefix)) === true),
  );
  const unspscPrefixes = query.unspsc?.map((prefix) => prefix.replace(/0+$/, ''));
  const unspscTable = unspscCodes.allow(
    unspscPrefixes && ((code) => unspscPrefixes.some((prefix) => code.startsWith(prefix))),
  );
  const { openAfter, openBefore, closeAfter, closeBefore, include } = query;

  // One tight pass per filter in use, each keeping the positions that pass it, not a closure called
  // for every bid: the page's fake runs each query shape a few times, mostly in V8's unoptimised
  // tiers, where those calls made the scan the dashboard's longest task at 50,000 bids
  // (docs/performance.md, "Entity type's INP at 50,000 bids").
  const source = query.ordering.includes('open_date') ? byOpening : byClosing;
  const positions = query.ordering.startsWith('-') ? source.slice().reverse() : source.slice();
  let count = positions.length;
  // Keywords first: a keyword search rules out most bids with this one pass.
  if (candidates) count = keepAllowed(positions, count, positionColumn, candidates.hits);
  if (include !== 'all') count = keepClosed(positions, count, now, include === 'closed');
  if (stateTable) count = keepAllowed(positions, count, stateOf, stateTable);
  if (entityTable) count = keepAllowed(positions, count, entityTypeOf, entityTable);
  if (naicsTable) count = keepAllowed(positions, count, naicsOf, naicsTable);
  if (unspscTable) count = keepAllowed(positions, count, unspscOf, unspscTable);
  if (solicitationTable) count = keepAllowed(positions, count, solicitationTypeOf, solicitationTable);
  if (setAsideTable) count = keepAllowed(positions, count, setAsideOf, setAsideTable);
  if (openAfter !== undefined || openBefore !== undefined)
    count = keepWithin(positions, count, openMs, openAfter ?? -Infinity, openBefore ?? Infinity);
  if (closeAfter !== undefined || closeBefore !== undefined)
    count = keepWithin(positions, count, closeMs, closeAfter ?? -Infinity, closeBefore ?? Infinity);
  const textQuery = candidates?.needsTextCheck ? keywords : null;
  if (excludedIds.size > 0 || textQuery) {
    let kept = 0;
    for (let index = 0; index < count; index++) {
      const position = positions[index] as number;
      if (excludedIds.has((records[position] as StoredBid).id)) continue;
      if (textQuery && !queryMatches(searchTextOf(position), textQuery)) continue;
      positions[kept++] = position;
    }
    count = kept;
  }
  const kept = positions.subarray(0, count);
  const terms = keywords ? positiveTerms(keywords).map((term) => term.text) : [];
  const ordered =
    query.ordering === 'relevance' && terms.length > 0 ? byRelevance(Array.from(kept), terms) : kept;
  const found = new Array<StoredBid>(ordered.length);
  for (let index = 0; index < ordered.length; index++)
    found[index] = records[ordered[index] as number] as StoredBid;
  return found;
}

/** Bids sharing the NAICS code, state or agency with the given bid: never the bid itself. */
export function similarBids(id: number, limit: number): StoredBid[] {
  ensureLoaded();
  const target = getBid(id);
  const targetPosition = positionOf.get(id);
  if (!target || targetPosition === undefined) return [];
  const now = Date.now();
  const scored: Array<{ position: number; score: number }> = [];
  for (const position of byClosing) {
    const bid = records[position] as StoredBid;
    if (bid.id === id || (closeMs[position] as number) <= now) continue;
    const score =
      (naicsOf[position] === naicsOf[targetPosition] ? 3 : 0) +
      (bid.agency_name === target.agency_name ? 2 : 0) +
      (stateOf[position] === stateOf[targetPosition] ? 1 : 0);
    if (score > 0) scored.push({ position, score });
  }
  scored.sort(
    (a, b) => b.score - a.score || (closeMs[a.position] as number) - (closeMs[b.position] as number),
  );
  return scored.slice(0, limit).map(({ position }) => records[position] as StoredBid);
}

/** Status as of now: a bid closes when its deadline passes. */
export function currentStatus(bid: StoredBid, now: number = Date.now()): BidStatus {
  return closeMsOf(bid) <= now ? BidStatus.Closed : BidStatus.Active;
}
