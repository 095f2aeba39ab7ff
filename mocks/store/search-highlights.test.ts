// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TextRange } from '@/api/generated/model';
import { plainText } from './plain-text';
import { parseSearchQuery, positiveTerms } from './search-grammar';
import { descriptionSnippet, SNIPPET_MAX_LENGTH, termRanges } from './search-highlights';

const termsOf = (search: string) => positiveTerms(parseSearchQuery(search));
const marked = (text: string, ranges: readonly TextRange[]) =>
  ranges.map((range) => text.slice(range.start, range.end));

const LONG_DESCRIPTION = [
  '<p>The City of Springfield is soliciting sealed bids from qualified firms for routine cleaning of the',
  'listed facilities in Springfield, Illinois, including the main library, two fire stations, the police',
  'headquarters and the senior center.</p>',
  '<p>The selected contractor will:</p><ul><li>Provide Janitorial\n  Services nightly</li><li>Strip and',
  'wax floors quarterly</li></ul>',
  '<p>A mandatory pre-bid meeting will be held; questions must be submitted in writing through the',
  'procurement portal, and janitorial services staff must pass a background check.</p>',
  '<script>alert("janitorial services")</script>',
].join('\n');

describe('where a search marks a text', () => {
  it('marks a phrase as one range whatever its case and spacing, and never a word of it alone', () => {
    const name = 'Day Porter and JANITORIAL\n  Services – janitorial closet';
    expect(marked(name, termRanges(name, termsOf('"janitorial services" -school')))).toEqual([
      'JANITORIAL\n  Services',
    ]);
  });

  it('marks words inside longer words, merges overlapping and touching ranges and sorts them', () => {
    const name = 'Reroofing and Road Resurfacing, Road 12';
    const ranges = termRanges(name, termsOf('resurfacing OR "road resurfacing" roof road'));
    expect(marked(name, ranges)).toEqual(['roof', 'Road Resurfacing', 'Road']);
    expect(ranges).toEqual([...ranges].sort((a, b) => a.start - b.start));
  });

  it('counts in UTF-16 code units, also after characters that lower-case longer', () => {
    const name = '🏗️ İzmir Roofing';
    const [range] = termRanges(name, termsOf('roofing'));
    expect(range).toEqual({ start: name.indexOf('Roofing'), end: name.length });
    expect(marked('İİ roofing', termRanges('İİ roofing', termsOf('roofing')))).toEqual(['roofing']);
  });

  it('marks nothing for a search with only excluded terms', () => {
    expect(termRanges('School roofing', termsOf('-school -roofing'))).toEqual([]);
  });
});

describe('the snippet of a description', () => {
  it('is plain text of at most 200 characters around the first match, cut at words with "…"', () => {
    const snippet = descriptionSnippet(LONG_DESCRIPTION, termsOf('"janitorial services" -school'));
    expect(snippet).toBeDefined();
    const { text, matches } = snippet!;
    expect(text.length).toBeLessThanOrEqual(SNIPPET_MAX_LENGTH);
    expect(text).not.toMatch(/[<>]|alert/);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('Provide Janitorial Services nightly');
    expect(marked(text, matches)).toEqual(['Janitorial Services']);
    // Cut between words: what follows the opening "…" starts a word of the description's text.
    expect(plainText(LONG_DESCRIPTION).replace(/\s+/g, ' ')).toContain(` ${text.slice(1, -1)} `);
  });

  it('starts earlier for a match near the end, so it still fills its room', () => {
    const snippet = descriptionSnippet(LONG_DESCRIPTION, termsOf('background'));
    expect(snippet?.text).toMatch(/^….* background check\.$/);
    expect(snippet?.text.length).toBeGreaterThan(SNIPPET_MAX_LENGTH - 20);
  });

  it('opens the description when the terms are only elsewhere, and is whole when short', () => {
    const opening = descriptionSnippet(LONG_DESCRIPTION, termsOf('springfield OR zzz'));
    expect(opening?.text.startsWith('The City of Springfield')).toBe(true);
    expect(descriptionSnippet(LONG_DESCRIPTION, termsOf('asphalt'))).toMatchObject({ matches: [] });
    expect(descriptionSnippet('<p>Roof &amp; gutter repair</p>', termsOf('gutter'))).toEqual({
      text: 'Roof & gutter repair',
      matches: [{ start: 7, end: 13 }],
    });
  });

  it('is absent when the description has no text', () => {
    expect(
      descriptionSnippet('<p> </p><script>alert("roofing")</script>', termsOf('roofing')),
    ).toBeUndefined();
  });
});
