import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Tests only. The dialog both payment screens show for a declined card: the gateway sentence, `reason` and the
 * support address; after Close, the page's alert keeps the reason.
 */
export async function expectDeclinedDialogThenClose(user: UserEvent, reason: string) {
  const dialog = await screen.findByRole('alertdialog', { name: 'Payment not completed' });
  expect(dialog).toHaveTextContent(
    "We're sorry, your payment could not be completed due to a gateway error.",
  );
  expect(dialog).toHaveTextContent(reason);
  expect(dialog).toHaveTextContent('support@bidlantern.com');

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Payment failed, please try again.Your card was declined.',
  );
}
