import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ComponentProps } from 'react';
import { useTrackedAccess } from '../api/planAccess';
import { HiddenBidMessage, NotForUsButton } from './NotForUs';
import preview from '#.storybook/preview';

/** The button as the results draw it: with the access of the signed-in account's plan. */
function NotForUsButtonOfPlan(props: Omit<ComponentProps<typeof NotForUsButton>, 'access'>) {
  return <NotForUsButton {...props} access={useTrackedAccess('hidden')} />;
}

const meta = preview.meta({
  title: 'Features/Bids/Dashboard/Not for us',
  component: NotForUsButtonOfPlan,
  args: { bid: { id: 4213, bid_name: 'FM 1960 Road Resurfacing' }, onHidden: fn() },
  parameters: {
    account: 'starter',
    msw: {
      handlers: [
        http.post('*/api/bids/hidden/', () =>
          HttpResponse.json(
            { id: 77, bid: { id: 4213 }, bid_name: 'FM 1960 Road Resurfacing' },
            { status: 201 },
          ),
        ),
        http.delete('*/api/bids/hidden/:id/', () => new HttpResponse(null, { status: 204 })),
      ],
    },
  },
});

/** Starter hides a result: the results are told which record to undo. */
export const Hide = meta.story({
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Not for us: FM 1960 Road Resurfacing',
    });
    // The plan is read from the profile: the button waits for it.
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(args.onHidden).toHaveBeenCalledWith({
        bidId: 4213,
        recordId: 77,
        bidName: 'FM 1960 Road Resurfacing',
      }),
    );
  },
});

/** Sneak: the Feature Restricted upsell instead. */
export const SneakUpsell = meta.story({
  parameters: { account: 'sneak' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Not for us: FM 1960 Road Resurfacing',
    });
    // The plan is read from the profile: the button waits for it.
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Feature Restricted',
    });
    await expect(within(dialog).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(args.onHidden).not.toHaveBeenCalled();
  },
});

/** The message after hiding, with Undo and the way to the hidden list. */
export const Message = meta.story({
  render: () => (
    <HiddenBidMessage
      notice={{ bidId: 4213, recordId: 77, bidName: 'FM 1960 Road Resurfacing' }}
      onUndone={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Hidden from your searches: FM 1960 Road Resurfacing',
    );
    await expect(canvas.getByRole('link', { name: 'Hidden bids' })).toHaveAttribute(
      'href',
      '/dashboard/hiddenBids',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
  },
});
