// @vitest-environment node
import { describe } from 'vitest';
import { itReadsEverySearchSyntaxCase } from '@/testing/searchSyntaxSuite';
import { foldSearchText, parseSearchQuery, queryMatches, type SearchTerm } from './search-grammar';

/** A term as the shared table writes it. */
const written = (term: SearchTerm) => (term.kind === 'phrase' ? `"${term.text}"` : term.text);

describe("the fake backend's search grammar, case by case as the contract writes it", () => {
  itReadsEverySearchSyntaxCase((query) => {
    const parsed = parseSearchQuery(query);
    return {
      groups: parsed.groups.map((group) => group.map(written)),
      excluded: parsed.excluded.map(written),
      finds: (text) => queryMatches(foldSearchText(text), parsed),
    };
  });
});
