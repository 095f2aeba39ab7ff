import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiToolsetComingSoonImage } from './AiToolsetComingSoonImage';

const meta = {
  title: 'Features/Profile/AI Toolset coming soon',
  component: AiToolsetComingSoonImage,
  args: { onPress: fn() },
} satisfies Meta<typeof AiToolsetComingSoonImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole picture is one button that opens the signup. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'AI Toolset is coming soon. Get Notified' }),
    );
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
