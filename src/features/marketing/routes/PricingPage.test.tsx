import { screen, within } from '@testing-library/react';
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

  it('shows what each plan does not include, greyed and labelled in words', () => {
    renderRoute('/pricing', PricingPage);
    const leftOut = (plan: string) => {
      const card = screen.getByRole('heading', { level: 3, name: plan }).closest('li');
      if (!card) throw new Error(`No card for ${plan}`);
      return within(card)
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.endsWith('Not included'));
    };
    expect(leftOut('Starter').map((item) => item.textContent)).toEqual([
      'Following bids with email alertsNot included',
      'CSV exportsNot included',
    ]);
    expect(leftOut('Sneak')).toHaveLength(5);
    expect(leftOut('Essentials')).toHaveLength(0);
  });

  it('sends a logged-in customer to the plan screen instead of registering again', () => {
    setAccessToken('access-token');
    renderRoute('/pricing', PricingPage);
    const links = screen.getAllByRole('link', { name: /^Get started with/ });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/plan');
  });
});
