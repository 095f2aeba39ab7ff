import { expect } from 'storybook/test';
import { starterCheckout } from '../testing/fixtures';
import { CheckoutTerms } from './CheckoutTerms';
import './payments.css';
import preview from '#.storybook/preview';

/** Under the card form: when the plan renews, at what price, where to cancel, and who processes the card. */
const meta = preview.meta({
  title: 'Features/Payments/Checkout terms',
  component: CheckoutTerms,
  args: { plan: starterCheckout.plan, today: new Date(2026, 10, 26) },
});

export const Monthly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Renews monthly/)).toHaveTextContent(
      'Renews monthly at $49.00 on 12/26/26 · cancel any time in My Plans',
    );
    await expect(canvas.getByText(/^Payments by/)).toBeInTheDocument();
  },
});

export const Annual = meta.story({
  args: { plan: { ...starterCheckout.plan, duration: 'annual', price_amount: '558.00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Renews yearly/)).toHaveTextContent(
      'Renews yearly at $558.00 on 11/26/27',
    );
  },
});

/** A change of plan mid-period: the prorated amount is paid now, the full price renews on the period's end. */
export const ProratedChange = meta.story({
  args: {
    plan: { ...starterCheckout.plan, name: 'Essentials', price_amount: '180.00' },
    renewal: { amount: '349.00', on: '2026-12-14T10:00:00Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Renews monthly/)).toHaveTextContent(
      'Renews monthly at $349.00 on 12/14/26 · cancel any time in My Plans',
    );
  },
});
