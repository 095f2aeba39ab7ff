import { listBidsResponseResultsItemDescriptionSnippetTextMax } from '@/api/generated/limits';
import type { SearchSnippet, TextRange } from '@/api/generated/model';
import { plainText } from './plain-text';
import type { SearchTerm } from './search-grammar';

/**
 * Where a search's positive terms occur in a result (the contract's `name_matches` and
 * `description_snippet`): ranges into plain text, never markup, so the client draws the marks.
 * Computed only for the bids of the page being answered.
 */

/** The contract's longest `description_snippet.text`. */
export const SNIPPET_MAX_LENGTH = listBidsResponseResultsItemDescriptionSnippetTextMax;
/** How much text a snippet keeps before its first match: a few words of context, so the match still
 * shows within two lines on a phone. */
const SNIPPET_LEAD = 30;
const ELLIPSIS = '…';

/**
 * A text folded as the search reads it (lower case, whitespace runs as one space), with where each
 * folded code unit came from, so a match in the folded text maps back to the original's indexes.
 */
interface FoldedText {
  folded: string;
  startOf: number[];
  endOf: number[];
}

function fold(text: string): FoldedText {
  // Lower-cased whole, as the search does (a final sigma depends on its neighbours), unless that
  // changes the length (İ): then character by character, each unit mapped to the whole character.
  const lower = text.toLowerCase();
  const sameLength = lower.length === text.length;
  let folded = '';
  const startOf: number[] = [];
  const endOf: number[] = [];
  let at = 0;
  while (at < text.length) {
    const char = String.fromCodePoint(text.codePointAt(at) as number);
    let end = at + char.length;
    let piece: string;
    if (/\s/.test(char)) {
      while (end < text.length && /\s/.test(text.charAt(end))) end += 1;
      piece = ' ';
    } else {
      piece = sameLength ? lower.slice(at, end) : char.toLowerCase();
    }
    for (let unit = 0; unit < piece.length; unit++) {
      startOf.push(at);
      endOf.push(end);
    }
    folded += piece;
    at = end;
  }
  return { folded, startOf, endOf };
}

/** Sorted by start, overlapping or touching ranges merged. */
function merged(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const result: TextRange[] = [];
  for (const range of sorted) {
    const last = result.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else result.push({ ...range });
  }
  return result;
}

/** Every occurrence of every term in `text`, as ranges into `text` itself. */
export function termRanges(text: string, terms: readonly SearchTerm[]): TextRange[] {
  if (terms.length === 0 || text.length === 0) return [];
  const { folded, startOf, endOf } = fold(text);
  const ranges: TextRange[] = [];
  for (const { text: term } of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1))
      ranges.push({ start: startOf[at] as number, end: endOf[at + term.length - 1] as number });
  }
  return merged(ranges);
}

/** Not between the two halves of a surrogate pair. */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code >= 0xdc00 && code <= 0xdfff && at > 0 ? at - 1 : at;
}

/** The first start of a word at or after `at`. */
function wordStartFrom(text: string, at: number): number {
  return at === 0 || text.charAt(at - 1) === ' ' ? at : text.indexOf(' ', at) + 1;
}

/** Where the snippet starts: a little before the first match, at the start of a word. */
function snippetStart(text: string, firstMatch: number): number {
  const wanted = Math.max(0, firstMatch - SNIPPET_LEAD);
  if (wanted === 0 || text.charAt(wanted - 1) === ' ') return wanted;
  const nextSpace = text.indexOf(' ', wanted);
  if (nextSpace !== -1 && nextSpace < firstMatch) return nextSpace + 1;
  return text.lastIndexOf(' ', wanted) + 1;
}

/** Where the snippet ends: within the budget, after a whole word, and after its first match if it fits. */
function snippetEnd(text: string, start: number, budget: number, firstMatchEnd: number): number {
  const limit = safeCut(text, start + budget);
  const space = text.lastIndexOf(' ', limit);
  return space > Math.max(start, firstMatchEnd - 1) ? space : limit;
}

/**
 * A line or two of the description around the first positive term it holds (its opening when it holds
 * none), cut at word boundaries to at most 200 characters with `…` where it was cut. Undefined when the
 * description has no text.
 */
export function descriptionSnippet(
  description: string,
  terms: readonly SearchTerm[],
): SearchSnippet | undefined {
  const text = plainText(description).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const ranges = termRanges(text, terms);
  if (text.length <= SNIPPET_MAX_LENGTH) return { text, matches: ranges };
  const first = ranges[0];
  let start = first ? snippetStart(text, first.start) : 0;
  // A match near the end: start earlier, so the snippet still fills its room.
  const latestFullStart = text.length - (SNIPPET_MAX_LENGTH - ELLIPSIS.length);
  if (start > latestFullStart) start = wordStartFrom(text, latestFullStart);
  const lead = start > 0 ? ELLIPSIS : '';
  const roomToEnd = SNIPPET_MAX_LENGTH - lead.length;
  const isWholeTail = text.length - start <= roomToEnd;
  const end = isWholeTail
    ? text.length
    : snippetEnd(text, start, roomToEnd - ELLIPSIS.length, first?.end ?? 0);
  const body = text.slice(start, end).trimEnd();
  const shift = lead.length - start;
  return {
    text: `${lead}${body}${isWholeTail ? '' : ELLIPSIS}`,
    // A match the cut runs through is left unmarked rather than marked in part.
    matches: ranges
      .filter((range) => range.start >= start && range.end <= start + body.length)
      .map((range) => ({ start: range.start + shift, end: range.end + shift })),
  };
}
