import { describe, expect, it } from 'vitest';
import { itReadsEverySearchSyntaxCase } from '@/testing/searchSyntaxSuite';
import {
  matchesSearch,
  parseSearchSyntax,
  type SearchTerm,
  searchParts,
  withoutSearchPart,
} from './searchSyntax';

const words = (...texts: string[]) => texts.map((text) => [{ text, isPhrase: false }]);

describe('search syntax', () => {
  it('requires every plain word', () => {
    expect(parseSearchSyntax('Roofing  Repair')).toEqual({
      required: words('roofing', 'repair'),
      excluded: [],
    });
  });

  it('keeps an exact phrase together and excludes words and phrases after a minus', () => {
    const parsed = parseSearchSyntax('"road  resurfacing" -asbestos -"night work"');
    expect(parsed.required).toEqual([[{ text: 'road resurfacing', isPhrase: true }]]);
    expect(parsed.excluded).toEqual([
      { text: 'asbestos', isPhrase: false },
      { text: 'night work', isPhrase: true },
    ]);
  });

  it('accepts either side of OR', () => {
    const parsed = parseSearchSyntax('roofing OR paving OR "sealcoat" county');
    expect(parsed.required).toEqual([
      [
        { text: 'roofing', isPhrase: false },
        { text: 'paving', isPhrase: false },
        { text: 'sealcoat', isPhrase: true },
      ],
      [{ text: 'county', isPhrase: false }],
    ]);
  });

  it('falls back to plain words on wrong syntax instead of failing', () => {
    expect(parseSearchSyntax('"road resurfacing').required).toEqual(words('road', 'resurfacing'));
    expect(parseSearchSyntax('- OR roofing OR').required).toEqual(words('or', 'roofing'));
    expect(parseSearchSyntax('""').required).toEqual([]);
    expect(parseSearchSyntax('roofing or paving').required).toEqual(words('roofing', 'or', 'paving'));
  });

  it('matches a text by the parsed search', () => {
    const text = 'asphalt road resurfacing on fm 1960, night work';
    expect(matchesSearch(text, parseSearchSyntax('"road resurfacing"'))).toBe(true);
    expect(matchesSearch(text, parseSearchSyntax('"resurfacing road"'))).toBe(false);
    expect(matchesSearch(text, parseSearchSyntax('"road resurfacing" -"night work"'))).toBe(false);
    expect(matchesSearch(text, parseSearchSyntax('roofing OR asphalt'))).toBe(true);
    expect(matchesSearch(text, parseSearchSyntax('roofing OR janitorial'))).toBe(false);
  });

  it('lists the parts of a search and removes one of them', () => {
    const search = '"road resurfacing" roofing OR paving -asbestos';
    expect(searchParts(search).map((part) => [part.kind, part.source])).toEqual([
      ['all', '"road resurfacing"'],
      ['any', 'roofing OR paving'],
      ['none', '-asbestos'],
    ]);
    const [, either] = searchParts(search);
    expect(either && withoutSearchPart(search, either)).toBe('"road resurfacing" -asbestos');
  });
});

/** A term as the shared table writes it. */
const written = (term: SearchTerm) => (term.isPhrase ? `"${term.text}"` : term.text);
const folded = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

describe('search syntax, case by case as the contract writes it', () => {
  itReadsEverySearchSyntaxCase((query) => {
    const parsed = parseSearchSyntax(query);
    return {
      groups: parsed.required.map((group) => group.map(written)),
      excluded: parsed.excluded.map(written),
      finds: (text) => matchesSearch(folded(text), parsed),
    };
  });
});
