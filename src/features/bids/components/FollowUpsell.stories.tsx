import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { FollowUpsell } from './FollowUpsell';

const meta = {
  title: 'Features/Bids/Follow upsell (Starter)',
  component: FollowUpsell,
  args: { bidName: 'Road Resurfacing Program 2026 – Phase 2' },
} satisfies Meta<typeof FollowUpsell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** A Starter presses the bell: it says why it cannot follow and how to get it. */
export const Explained: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /an Essentials feature$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Following bids is an Essentials feature' });
    await expect(within(dialog).getByRole('link', { name: 'Upgrade to Essentials' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};
