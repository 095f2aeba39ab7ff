import { expect, userEvent, within } from 'storybook/test';
import { callStories, FIRST_ANSWER, onPhone, showsHeading, withStoryLogout } from '../testing/storySupport';
import { consoleScreen } from '../testing/consoleScreen';
import { UsersScreen } from './UsersScreen';
import preview from '#.storybook/preview';

const USERS = '/admin/users/';

const meta = preview.meta({
  title: 'Features/Admin/Users',
  ...consoleScreen(UsersScreen, '/super-admin/users', [withStoryLogout]),
});

export const AllUsers = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('4 users', {}, FIRST_ANSWER)).toBeVisible();
  },
});

export const Searched = meta.story({
  parameters: { router: { initialEntries: ['/super-admin/users?search=paving'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 user', {}, FIRST_ANSWER)).toBeVisible();
  },
});

export const ConfirmDeactivate = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Deactivate starter@demo.bidlantern.test' }, FIRST_ANSWER),
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('alertdialog', { name: 'Deactivate starter@demo.bidlantern.test?' }),
    ).toBeInTheDocument();
  },
});

export const ChangePlan = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Change plan for sneak@demo.bidlantern.test' }, FIRST_ANSWER),
    );
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Change the plan of sneak@demo.bidlantern.test',
      }),
    );
    await expect(await dialog.findByRole('radio', { name: 'Sneak' })).toBeChecked();
  },
});

export const Phone = meta.story(onPhone(AllUsers));

export const Loading = meta.story(callStories.loading(USERS));

export const NoMatches = meta.story({
  parameters: { router: { initialEntries: ['/super-admin/users?search=nobody-here'] } },
  play: showsHeading('No users match "nobody-here"'),
});

export const LoadFailed = meta.story(callStories.loadFailed(USERS, 'We could not load the users.'));

export const NotAdmin = meta.story(callStories.notAdmin(USERS));
