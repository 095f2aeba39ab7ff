import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileTabError } from './ProfileTabError';

const meta = {
  title: 'App/Account area/Tab error',
  component: ProfileTabError,
  parameters: { router: { initialEntries: ['/user-profile/plans'] } },
} satisfies Meta<typeof ProfileTabError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One tab failed: the message and Retry show in its place. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, this section could not load.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
