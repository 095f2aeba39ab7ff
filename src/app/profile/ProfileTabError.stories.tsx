import { expect, within } from 'storybook/test';
import { ProfileTabError } from './ProfileTabError';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'App/Account area/Tab error',
  component: ProfileTabError,
  parameters: { router: { initialEntries: ['/user-profile/plans'] } },
});

/** One tab failed: the message and Retry show in its place. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Sorry, this section could not load.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
});
