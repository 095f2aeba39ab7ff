import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPastFooterDelay } from './testing/renderPastFooterDelay';

// The footer's, the menu's and the toasts' code does not arrive (offline, a blocker).
vi.mock('./Footer', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./MobileMenu', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('@/components/Toast', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.useRealTimers());

describe('the frame without its optional parts', () => {
  it('shows the page and its header, with a menu button that waits, never an error page', async () => {
    await renderPastFooterDelay('/pricing', 'Plans & Pricing');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeDisabled();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText('Sorry, this page could not load')).not.toBeInTheDocument();
  });
});
