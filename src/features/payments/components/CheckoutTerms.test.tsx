import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/renderRoute';
import { starterCheckout } from '../testing/fixtures';
import { CheckoutTerms, renewalDate } from './CheckoutTerms';

const PAID_ON = new Date(2026, 10, 26);

function renderTerms(duration: 'monthly' | 'annual' = 'monthly') {
  const plan = {
    ...starterCheckout.plan,
    duration,
    price_amount: duration === 'annual' ? '558.00' : '49.00',
  };
  return renderRoute('/payment', () => <CheckoutTerms plan={plan} today={PAID_ON} />);
}

describe('CheckoutTerms', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says when the plan renews, at what price, and where to cancel, in one line', () => {
    renderTerms();
    expect(screen.getByText(/^Renews monthly/)).toHaveTextContent(
      'Renews monthly at $49.00 on 12/26/26 · cancel any time in My Plans',
    );
    expect(screen.getByRole('link', { name: 'My Plans' })).toHaveAttribute('href', '/user-profile/plans');
  });

  it('renews a year later on annual billing', () => {
    renderTerms('annual');
    expect(screen.getByText(/^Renews yearly/)).toHaveTextContent('Renews yearly at $558.00 on 11/26/27');
  });

  it('renews at the full price on the period end after a prorated change of plan', () => {
    const plan = { ...starterCheckout.plan, name: 'Essentials', price_amount: '180.00' };
    renderRoute('/payment', () => (
      <CheckoutTerms plan={plan} renewal={{ amount: '349.00', on: '2026-12-14T10:00:00Z' }} today={PAID_ON} />
    ));
    expect(screen.getByText(/^Renews monthly/)).toHaveTextContent(
      'Renews monthly at $349.00 on 12/14/26 · cancel any time in My Plans',
    );
  });

  it("renews on the next month's last day when it is shorter", () => {
    expect(renewalDate('monthly', new Date(2027, 0, 31))).toBe('02/28/27');
    expect(renewalDate('annual', new Date(2028, 1, 29))).toBe('02/28/29');
  });

  it('names Stripe in a production build and the mock gateway in the demo', () => {
    vi.stubEnv('VITE_USE_MOCKS', 'false');
    const { unmount } = renderTerms();
    expect(screen.getByText(/^Payments by Stripe/)).toBeInTheDocument();
    unmount();

    vi.stubEnv('VITE_USE_MOCKS', 'true');
    renderTerms();
    expect(screen.getByText(/^Payments by the demo’s mock gateway/)).toBeInTheDocument();
  });
});
