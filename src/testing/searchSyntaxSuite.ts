import { expect, it } from 'vitest';
import { SEARCH_SYNTAX_CASES } from './searchSyntaxCases';

/** What a parser of the search syntax made of one query, in the table's terms. */
export interface SearchSyntaxReading {
  /** The groups of positive terms and the excluded terms, written as the table writes them. */
  groups: string[][];
  excluded: string[];
  /** Whether the query finds `text` (as typed: the reading folds it as its implementation does). */
  finds: (text: string) => boolean;
}

/** One test per case of the shared table, for the parser that `read` stands for. */
export function itReadsEverySearchSyntaxCase(read: (query: string) => SearchSyntaxReading) {
  it.each(SEARCH_SYNTAX_CASES)('reads $query', ({ query, groups, excluded, finds, misses }) => {
    const reading = read(query);
    expect(reading.groups).toEqual(groups);
    expect(reading.excluded).toEqual(excluded);
    for (const text of finds) expect(reading.finds(text), text).toBe(true);
    for (const text of misses) expect(reading.finds(text), text).toBe(false);
  });
}
