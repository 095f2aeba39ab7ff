// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEARCH_SYNTAX_CASES } from '@/testing/searchSyntaxCases';
import { foldSearchText, parseSearchQuery, queryMatches, type SearchTerm } from './search-grammar';

/** A term as the shared table writes it. */
const written = (term: SearchTerm) => (term.kind === 'phrase' ? `"${term.text}"` : term.text);

describe("the fake backend's search grammar, case by case as the contract writes it", () => {
  it.each(SEARCH_SYNTAX_CASES)('reads $query', ({ query, groups, excluded, finds, misses }) => {
    const parsed = parseSearchQuery(query);
    expect(parsed.groups.map((group) => group.map(written))).toEqual(groups);
    expect(parsed.excluded.map(written)).toEqual(excluded);
    for (const text of finds) expect(queryMatches(foldSearchText(text), parsed), text).toBe(true);
    for (const text of misses) expect(queryMatches(foldSearchText(text), parsed), text).toBe(false);
  });
});
