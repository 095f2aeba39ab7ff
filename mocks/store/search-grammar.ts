/**
 * The keyword grammar of GET /bids/ `search`, read as the contract writes it
 * (api-spec/paths/bids.yaml, the `search` parameter). The fake backend stands in for the server, so it
 * reads queries on its own rather than through the dashboard's parser: a shared table of cases
 * (src/testing/searchSyntaxCases.ts) holds the two readings together.
 */

export interface SearchTerm {
  kind: 'word' | 'phrase';
  /** Lower case; a phrase's runs of whitespace are one space. */
  text: string;
}

export interface SearchQuery {
  /** A bid must hold a term of every group (the terms of one group were joined by OR). */
  groups: SearchTerm[][];
  /** A bid holding any of these is left out. */
  excluded: SearchTerm[];
}

type Token = { type: 'or' } | { type: 'term'; term: SearchTerm; isExcluded: boolean };

const WHITESPACE = /\s/;

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

function isPositiveTerm(token: Token | undefined): boolean {
  return token?.type === 'term' && !token.isExcluded;
}

function sameTerm(a: SearchTerm, b: SearchTerm): boolean {
  return a.kind === b.kind && a.text === b.text;
}

/** Tokens of the search, with the dropped ones (a lone `-`, an empty phrase) already gone. */
function tokenize(search: string): Token[] {
  const quotes = search.split('"').length - 1;
  const text = quotes % 2 === 1 ? search.replaceAll('"', ' ') : search;
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    if (WHITESPACE.test(text.charAt(at))) {
      at += 1;
      continue;
    }
    const isExcludedPhrase = text.startsWith('-"', at);
    if (isExcludedPhrase || text.charAt(at) === '"') {
      const open = isExcludedPhrase ? at + 1 : at;
      const close = text.indexOf('"', open + 1);
      // A quote opening a token with no quote after it cannot be a phrase: the token is a word.
      if (close !== -1) {
        const phrase = normalise(text.slice(open + 1, close));
        if (phrase)
          tokens.push({ type: 'term', term: { kind: 'phrase', text: phrase }, isExcluded: isExcludedPhrase });
        at = close + 1;
        continue;
      }
    }
    let end = at;
    while (end < text.length && !WHITESPACE.test(text.charAt(end))) end += 1;
    const word = text.slice(at, end);
    at = end;
    if (word === 'OR') {
      tokens.push({ type: 'or' });
      continue;
    }
    const isExcluded = word.startsWith('-');
    const wordText = normalise(isExcluded ? word.replace(/^-+/, '') : word);
    if (wordText) tokens.push({ type: 'term', term: { kind: 'word', text: wordText }, isExcluded });
  }
  return tokens;
}

export function parseSearchQuery(search: string): SearchQuery {
  const tokens = tokenize(search);
  const groups: SearchTerm[][] = [];
  const excluded: SearchTerm[] = [];
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (token.type === 'or') {
      const joins = isPositiveTerm(previous) && isPositiveTerm(tokens[index + 1]);
      if (!joins) groups.push([{ kind: 'word', text: 'or' }]);
      return;
    }
    if (token.isExcluded) {
      if (!excluded.some((term) => sameTerm(term, token.term))) excluded.push(token.term);
      return;
    }
    // Joined by the OR before it: that OR joins only when the term before it is positive too.
    const group = previous?.type === 'or' && isPositiveTerm(tokens[index - 2]) ? groups.at(-1) : undefined;
    if (group) {
      if (!group.some((term) => sameTerm(term, token.term))) group.push(token.term);
    } else {
      groups.push([token.term]);
    }
  });
  const seen = new Set<string>();
  const uniqueGroups = groups.filter((group) => {
    const key = JSON.stringify(group);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { groups: uniqueGroups, excluded };
}

/** A text as the search reads it: every run of whitespace one space, lower case. */
export function foldSearchText(text: string): string {
  return text.replace(/\s+/g, ' ').toLowerCase();
}

/** Whether a search text (see `foldSearchText`) satisfies the query: terms found anywhere in it. */
export function queryMatches(searchText: string, query: SearchQuery): boolean {
  const holds = (term: SearchTerm) => searchText.includes(term.text);
  if (query.excluded.some(holds)) return false;
  return query.groups.every((group) => group.some(holds));
}

/** The words and phrases a result is found by: the terms of the groups, each once. */
export function positiveTerms(query: SearchQuery): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const term of query.groups.flat()) if (!terms.some((seen) => sameTerm(seen, term))) terms.push(term);
  return terms;
}
