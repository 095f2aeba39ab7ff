import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/renderRoute';
import { starterPaymentFlow } from '../testing/fixtures';
import PaymentPage from './PaymentPage';

// A card form that crashes while rendering (a broken gateway script, bad data).
vi.mock('../gateway/loadGateway', () => ({
  loadGateway: async () => ({
    retrievePaymentIntent: vi.fn(),
    PaymentForm: () => {
      throw new Error('The gateway script broke.');
    },
  }),
}));

describe('PaymentPage when the card form crashes', () => {
  it('shows a message with Retry in the form’s place and keeps the order summary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/payment', PaymentPage, { state: starterPaymentFlow });

    expect(
      await screen.findByText('The payment form could not be shown. Nothing was charged.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your plan' })).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
  });
});
