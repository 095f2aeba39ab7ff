/**
 * The keyword syntax of the bids search (GET /bids/ `search`): plain words must all appear,
 * "exact phrases" must appear as written, -words and -"phrases" must not appear, and OR between two
 * words or phrases accepts either (roofing OR paving); the contract writes the grammar out
 * (api-spec/paths/bids.yaml). The dashboard reads a query here to echo its parts; the fake backend reads
 * it on its own, like the server (mocks/store/search-grammar.ts), and src/testing/searchSyntaxCases.ts
 * holds both readings to the same cases.
 *
 * Wrong syntax never fails: an unmatched quote makes the quotes plain text, a lone `-` is ignored, and
 * an OR with nothing on one side is the plain word "or".
 */

export interface SearchTerm {
  /** Lower case, single-spaced. */
  text: string;
  isPhrase: boolean;
}

export interface ParsedSearch {
  /** Every group must match; a group matches when any one of its terms does (terms joined by OR). */
  required: SearchTerm[][];
  excluded: SearchTerm[];
}

/** One removable part of a search, as the dashboard shows it. */
export interface SearchPart {
  kind: 'all' | 'any' | 'none';
  terms: SearchTerm[];
  /** The part in search syntax, e.g. `roofing OR paving` or `-asbestos`. */
  source: string;
}

type Token = { kind: 'or' } | { kind: 'term'; term: SearchTerm; isExcluded: boolean };

const TOKEN = /(-?)"([^"]*)"|(\S+)/g;

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

function tokenize(input: string): Token[] {
  // An unmatched quote is not syntax: the words around it are searched as plain words.
  const text = (input.match(/"/g)?.length ?? 0) % 2 === 1 ? input.replace(/"/g, ' ') : input;
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const [, minus, phrase, word] = match;
    if (phrase !== undefined) {
      const phraseText = normalise(phrase);
      if (phraseText)
        tokens.push({ kind: 'term', term: { text: phraseText, isPhrase: true }, isExcluded: minus === '-' });
      continue;
    }
    if (word === undefined) continue;
    if (word === 'OR') {
      tokens.push({ kind: 'or' });
      continue;
    }
    const isExcluded = word.startsWith('-');
    const wordText = normalise(isExcluded ? word.replace(/^-+/, '') : word);
    if (wordText) tokens.push({ kind: 'term', term: { text: wordText, isPhrase: false }, isExcluded });
  }
  return tokens;
}

function sameTerm(a: SearchTerm, b: SearchTerm): boolean {
  return a.text === b.text && a.isPhrase === b.isPhrase;
}

export function parseSearchSyntax(input: string): ParsedSearch {
  const tokens = tokenize(input);
  const required: SearchTerm[][] = [];
  const excluded: SearchTerm[] = [];
  const plainOr: SearchTerm = { text: 'or', isPhrase: false };
  tokens.forEach((token, index) => {
    if (token.kind === 'or') {
      const previous = tokens[index - 1];
      const next = tokens[index + 1];
      const joins =
        previous?.kind === 'term' && !previous.isExcluded && next?.kind === 'term' && !next.isExcluded;
      if (!joins) required.push([plainOr]);
      return;
    }
    if (token.isExcluded) {
      if (!excluded.some((term) => sameTerm(term, token.term))) excluded.push(token.term);
      return;
    }
    const previous = tokens[index - 1];
    // The OR before joins only between two terms that are not excluded (`-a OR b` is "or" and b).
    const beforeOr = tokens[index - 2];
    const joinsPrevious = previous?.kind === 'or' && beforeOr?.kind === 'term' && !beforeOr.isExcluded;
    const lastGroup = required.at(-1);
    if (joinsPrevious && lastGroup) {
      if (!lastGroup.some((term) => sameTerm(term, token.term))) lastGroup.push(token.term);
      return;
    }
    required.push([token.term]);
  });
  // A word searched twice narrows nothing: keep its first group.
  const seen = new Set<string>();
  const unique = required.filter((group) => {
    const key = group.map((term) => `${term.isPhrase}:${term.text}`).join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { required: unique, excluded };
}

function termSource(term: SearchTerm): string {
  return term.isPhrase ? `"${term.text}"` : term.text;
}

/** The parts of a search, in the order they were typed: required groups first, then exclusions. */
export function searchParts(input: string): SearchPart[] {
  const parsed = parseSearchSyntax(input);
  return [
    ...parsed.required.map<SearchPart>((terms) => ({
      kind: terms.length > 1 ? 'any' : 'all',
      terms,
      source: terms.map(termSource).join(' OR '),
    })),
    ...parsed.excluded.map<SearchPart>((term) => ({
      kind: 'none',
      terms: [term],
      source: `-${termSource(term)}`,
    })),
  ];
}

/** The search without one of its parts (the parts of `searchParts`). */
export function withoutSearchPart(input: string, removed: SearchPart): string {
  return searchParts(input)
    .filter((part) => part.source !== removed.source)
    .map((part) => part.source)
    .join(' ');
}

/** Whether `text` (lower case) satisfies the search: words as substrings, phrases as written. */
export function matchesSearch(text: string, parsed: ParsedSearch): boolean {
  const contains = (term: SearchTerm) => text.includes(term.text);
  if (parsed.excluded.some(contains)) return false;
  return parsed.required.every((group) => group.some(contains));
}

/** The words and phrases a result should contain (relevance ranks by them). */
export function positiveTerms(parsed: ParsedSearch): string[] {
  return parsed.required.flat().map((term) => term.text);
}
