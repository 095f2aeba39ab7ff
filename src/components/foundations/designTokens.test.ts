import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastPairs } from './contrastPairs';
import { contrastRatio, readTokenGroups } from './designTokens';

// Vitest empties CSS imports (even `?raw`), so the test reads the file itself.
const tokensCss = readFileSync('src/styles/tokens.css', 'utf8');
const tokens = new Map(
  readTokenGroups(tokensCss).flatMap((group) => group.tokens.map((token) => [token.name, token])),
);

describe('design tokens', () => {
  it('reads every token of tokens.css into a titled group', () => {
    const declared = tokensCss.match(/^\s*--bl-[\w-]+:/gm) ?? [];
    expect(tokens.size).toBe(declared.length);
    expect(readTokenGroups(tokensCss).map((group) => group.title)).toContain('Spacing on a 4 px grid');
  });

  it('resolves semantic tokens to the palette colour they point to', () => {
    expect(tokens.get('--bl-color-text')?.resolved).toBe(tokens.get('--bl-color-gray-900')?.value);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it.each(contrastPairs)('keeps $use ($foreground on $background) at AA or better', (pair) => {
    const foreground = tokens.get(pair.foreground)?.resolved;
    const background = tokens.get(pair.background)?.resolved;
    expect(foreground, pair.foreground).toMatch(/^#/);
    expect(background, pair.background).toMatch(/^#/);
    expect(contrastRatio(foreground ?? '', background ?? '')).toBeGreaterThanOrEqual(pair.minimum);
  });
});
