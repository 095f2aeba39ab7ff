import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setAccessToken } from '@/lib/session';
import { renderRoute } from '@/testing/renderRoute';
import PricingPage from './PricingPage';

/** The cells of the comparison table's row named by `name`, as text, one a plan. */
function comparisonRow(name: RegExp): (string | null)[] {
  const row = screen.getByRole('row', { name });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('PricingPage', () => {
  afterEach(() => clearSession());

  it('sends a visitor to create an account with the chosen plan in the address', () => {
    renderRoute('/pricing', PricingPage);
    expect(screen.getByRole('link', { name: 'Get started with Sneak' })).toHaveAttribute(
      'href',
      '/register?plan=001',
    );
    expect(screen.getByRole('link', { name: 'Get started with Starter' })).toHaveAttribute(
      'href',
      '/register?plan=002',
    );
  });

  it('marks Starter as the most popular plan', () => {
    renderRoute('/pricing', PricingPage);
    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(within(starter).getByRole('list', { name: 'Starter plan' })).toHaveTextContent('Most popular');
  });

  it('says in words that Essentials includes an extra state', () => {
    renderRoute('/pricing', PricingPage);
    expect(comparisonRow(/^Extra state/)).toEqual(['Not included', 'Bolt-on, $49.00 a month', 'Included']);
  });

  it('compares how many states each plan covers, from the plans data', () => {
    renderRoute('/pricing', PricingPage);
    expect(comparisonRow(/^States/)).toEqual(['1', '2', 'Every state']);
  });

  it('shows what each plan does not include, greyed and labelled in words', () => {
    renderRoute('/pricing', PricingPage);
    const leftOut = (plan: string) => {
      const card = screen.getByRole('article', { name: plan });
      if (!card) throw new Error(`No card for ${plan}`);
      return within(card)
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.endsWith('Not included'));
    };
    expect(leftOut('Starter').map((item) => item.textContent)).toEqual([
      'Following bids with email alertsNot included',
      'CSV exportsNot included',
    ]);
    expect(leftOut('Sneak')).toHaveLength(6);
    expect(leftOut('Essentials')).toHaveLength(0);
  });

  it('sends a logged-in customer to the plan screen instead of registering again', () => {
    setAccessToken('access-token');
    renderRoute('/pricing', PricingPage);
    const links = screen.getAllByRole('link', { name: /^Get started with/ });
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/plan?plan=001',
      '/plan?plan=002',
      '/plan?plan=003',
    ]);
  });
});
