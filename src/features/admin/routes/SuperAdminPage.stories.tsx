import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { NO_ACCESS_TITLE } from '../components/NoAccess';
import { answers, callStories, FIRST_ANSWER, onPhone, withStoryLogout } from '../testing/storySupport';
import SuperAdminPage from './SuperAdminPage';
import preview from '#.storybook/preview';

/** The console's layout route with a stand-in section, as the app's route table nests them. */
function ConsoleWithSection() {
  return (
    <Routes>
      <Route path="/super-admin" element={<SuperAdminPage />}>
        <Route index element={<h1 className="admin-section__title">Overview</h1>} />
      </Route>
    </Routes>
  );
}

const meta = preview.meta({
  title: 'Features/Admin/Console',
  component: ConsoleWithSection,
  decorators: [withStoryLogout],
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/super-admin'] },
    account: 'admin',
  },
});

/** An administrator: the console's own chrome, sections as links, back to the app, Logout. */
export const Administrator = meta.story({
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Administration' }, FIRST_ANSWER);
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Back to the app' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
});

/** The console at phone width: the sections become a row above the content. */
export const AdministratorOnPhone = meta.story(onPhone(Administrator));

/** A customer: 403 in words, with a link to the dashboard (no redirect). */
export const NoAccess = meta.story({
  parameters: { account: 'essentials' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: NO_ACCESS_TITLE }, FIRST_ANSWER),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  },
});

export const CheckingAccess = meta.story({
  parameters: { msw: { handlers: [answers.loading('/auth/profile/')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Checking your access' }),
    ).toBeVisible();
  },
});

export const ProfileFailed = meta.story(
  callStories.loadFailed('/auth/profile/', 'We could not load your profile.'),
);
