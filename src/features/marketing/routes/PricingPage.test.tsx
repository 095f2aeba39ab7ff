import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setAccessToken } from '@/lib/session';
import { renderRoute } from '@/testing/renderRoute';
import PricingPage from './PricingPage';

describe('PricingPage', () => {
  afterEach(() => clearSession());

  it('sends a visitor to create an account from every plan', () => {
    renderRoute('/pricing', PricingPage);
    for (const link of screen.getAllByRole('link', { name: /^Get started with/ }))
      expect(link).toHaveAttribute('href', '/register');
  });

  it('sends a logged-in customer to the plan screen instead of registering again', () => {
    setAccessToken('access-token');
    renderRoute('/pricing', PricingPage);
    const links = screen.getAllByRole('link', { name: /^Get started with/ });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/plan');
  });
});
