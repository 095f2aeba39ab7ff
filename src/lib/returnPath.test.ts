// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { returnPathFromState, toSameOriginPath } from './returnPath';

describe('returnPathFromState', () => {
  it('reads a router location or a path string', () => {
    expect(returnPathFromState({ from: { pathname: '/dashboard', search: '?page=2', hash: '#top' } })).toBe(
      '/dashboard?page=2#top',
    );
    expect(returnPathFromState({ from: '/summary/7' })).toBe('/summary/7');
  });

  it('refuses anything that would leave the site', () => {
    for (const from of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 42]) {
      expect(returnPathFromState({ from })).toBeNull();
    }
    expect(returnPathFromState(null)).toBeNull();
  });
});

describe('toSameOriginPath', () => {
  it('keeps the path, query and hash of a same-origin path', () => {
    expect(toSameOriginPath('/pricing#features')).toBe('/pricing#features');
  });
});
