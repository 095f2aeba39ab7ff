import { expect, fn, userEvent, within } from 'storybook/test';
import StorageNotice from './StorageNotice';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'App/Storage notice',
  component: StorageNotice,
  args: { onDismiss: fn() },
});

/** The browser refuses site storage: said once, in plain words, and dismissed with one press. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('region', { name: 'Your browser is not saving data for this site' });
    await expect(notice).toHaveTextContent('until you close or reload this tab');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
});
