// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/session';
import { findPageHeading, renderApp } from '../testing/renderApp';

describe('RequireAuth', () => {
  it('sends a visitor without a token to /login and remembers where they were going', async () => {
    const { router } = renderApp('/dashboard/bookmarkBids?page=2');

    expect(await findPageHeading('Log in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard/bookmarkBids', search: '?page=2', hash: '' },
    });
    // Replaced, not pushed: Back does not return to the guarded page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the protected screen when an access token is stored', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    renderApp('/dashboard/followedBids');

    expect(await findPageHeading('Followed Bids')).toBeInTheDocument();
  });
});
