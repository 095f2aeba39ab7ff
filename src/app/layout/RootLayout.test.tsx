// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/session';
import { findPageHeading, renderApp } from '../testing/renderApp';
import { FOOTER_DELAY_AFTER_LOAD_MS } from './usePageLoaded';
import { renderPastFooterDelay } from './testing/renderPastFooterDelay';

afterEach(() => {
  vi.useRealTimers();
});

describe('RootLayout', () => {
  it('hides the site header and footer on a layout-free path', async () => {
    await renderPastFooterDelay('/register', 'Create your account');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the header on /pricing, and the footer 2 s after mount when the page had already loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/pricing');

    expect(await findPageHeading('Plans & Pricing')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(FOOTER_DELAY_AFTER_LOAD_MS));

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Your next government contract awaits!')).toBeInTheDocument();
    expect(within(footer).getByText('@2025 BidLantern All Rights Reserved')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
  });

  it('offers a skip link to the main content', async () => {
    renderApp('/about');

    expect(await findPageHeading('About BidLantern')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no-such-page');

    expect(await findPageHeading("We can't find that page")).toBeInTheDocument();
  });
});

describe('Header', () => {
  it('offers Register / Login to a visitor', async () => {
    renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Bids' })).toHaveAttribute(
      'href',
      '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date',
    );
    expect(screen.getByRole('link', { name: 'Register / Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('links to the profile once logged in', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user-profile');
    expect(screen.queryByRole('link', { name: 'Register / Login' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu into focus and closes it with Escape, back on the menu button', async () => {
    const user = userEvent.setup();
    renderApp('/');

    const menuToggle = await screen.findByRole('button', { name: 'Menu' });
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuToggle);

    expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(menuToggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(menuToggle).toHaveFocus();
  });
});
