import { expect, fn, userEvent, within } from 'storybook/test';
import { AiToolsetComingSoonImage } from './AiToolsetComingSoonImage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Profile/AI Toolset coming soon',
  component: AiToolsetComingSoonImage,
  args: { onPress: fn() },
});

/** The whole picture is one button that opens the signup. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'AI Toolset is coming soon. Get Notified' }),
    );
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
});
