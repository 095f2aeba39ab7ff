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

describe('a return path that only normalises to another origin', () => {
  it.each(['/.//evil.com', '/..//evil.com', '/a/..//evil.com', '/%2e//evil.com', '/./\\evil.com'])(
    'refuses %s, which a browser would read as a protocol-relative URL',
    (path) => {
      expect(toSameOriginPath(path)).toBeNull();
      expect(returnPathFromState({ from: path })).toBeNull();
      expect(returnPathFromState({ from: { pathname: path, search: '?x=1', hash: '' } })).toBeNull();
    },
  );

  it('still keeps a path that normalises to a path of this site', () => {
    expect(toSameOriginPath('/dashboard/./followedBids?page=2')).toBe('/dashboard/followedBids?page=2');
  });
});
