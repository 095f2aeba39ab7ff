import { HttpResponse, delay, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountSettingsTabPage from '@/features/profile/routes/AccountSettingsTabPage';
import MyPlansTabPage from './MyPlansTabPage';
import UserProfilePage from '@/features/profile/routes/UserProfilePage';
import { withStoryLogout } from '@/features/profile/testing/storySupport';
import ProfileAiToolsetTabPage from './ProfileAiToolsetTabPage';
import ProfileAndMatchingTabPage from './ProfileAndMatchingTabPage';
import ProfileBidsTabPage from './ProfileBidsTabPage';
import { ESSENTIALS } from '@/api/planCatalog';
import { expectUpgradeDialogFor } from '@/components/testing/upgradeDialogStory';
import preview from '#.storybook/preview';

function Elsewhere() {
  const { pathname } = useLocation();
  return <h1>{`Arrived at ${pathname}`}</h1>;
}

/** The account area as the route table mounts it (the tabs are child routes of /user-profile). */
function AccountArea() {
  return (
    <Routes>
      <Route path="/user-profile" element={<UserProfilePage />}>
        <Route index element={<ProfileAndMatchingTabPage />} />
        <Route path="plans" element={<MyPlansTabPage />} />
        <Route path="bids" element={<ProfileBidsTabPage />} />
        <Route path="ai-toolset" element={<ProfileAiToolsetTabPage />} />
        <Route path="settings" element={<AccountSettingsTabPage />} />
      </Route>
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

const meta = preview.meta({
  title: 'App/Account area',
  component: AccountArea,
  decorators: [withStoryLogout],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/user-profile'] }, account: 'starter' },
});

const at = (path: string) => ({ router: { initialEntries: [path] } });
const body = () => within(document.body);

/** Profile (Starter): the menu, Back to Dashboard, and the profile read-only. */
export const Profile = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /^Hello, / })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Profile');
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  },
});

export const ProfileLoading = meta.story({
  parameters: { msw: { handlers: [http.get('*/api/auth/profile/', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your profile…')).toBeInTheDocument();
  },
});

export const ProfileError = meta.story({
  parameters: {
    msw: { handlers: [http.get('*/api/auth/profile/', () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Error fetching profile');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
});

/** Arrow keys move between tabs, and each tab is its own URL. */
export const KeyboardNavigation = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Profile' }));
    // The tabs are a column on wide screens and a row on phones (the visual step shows screens as phones).
    const orientation = canvas.getByRole('tablist').getAttribute('aria-orientation');
    await userEvent.keyboard(orientation === 'horizontal' ? '{ArrowRight}' : '{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'My Plans' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('My Plans');
  },
});

export const MyPlans = meta.story({
  parameters: at('/user-profile/plans'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'My Plans' }),
    ).toBeInTheDocument();
  },
});

/** Sneak: one Feature Restricted dialog instead of the lists. */
export const BidsSneak = meta.story({
  parameters: { ...at('/user-profile/bids'), account: 'sneak' },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Feature Restricted' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  },
});

/** Starter: the bookmarks, and Upgrade to Essentials for follows. */
export const BidsStarter = meta.story({
  parameters: at('/user-profile/bids'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bookmarked Bids' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Upgrade to Essentials' })).toBeInTheDocument();
  },
});

export const BidsEssentials = meta.story({
  parameters: { ...at('/user-profile/bids'), account: 'essentials' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('table')).toHaveLength(2));
  },
});

/** The coming-soon picture opens the same signup as /ai-toolset. */
export const AiToolset = meta.story({
  parameters: at('/user-profile/ai-toolset'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'AI Toolset is coming soon. Get Notified' }),
    );
    await expect(await body().findByRole('dialog', { name: 'Get Notified' })).toBeInTheDocument();
  },
});

export const SettingsEssentials = meta.story({
  parameters: { ...at('/user-profile/settings'), account: 'essentials' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('radiogroup', { name: 'How often should we email you?' }),
    ).toBeInTheDocument();
    for (const row of ['Change Password', 'Email Alerts', 'Account Disable', 'Account Deletion'])
      await expect(canvas.getByRole('heading', { level: 2, name: row })).toBeInTheDocument();
  },
});

/** Starter: Email Alerts locked; Upgrade to Essentials opens the one upgrade dialog. */
export const SettingsStarter = meta.story({
  parameters: at('/user-profile/settings'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upgrade to Essentials' }));
    await expectUpgradeDialogFor(ESSENTIALS);
  },
});

/** Logout ends the session and shows /login. */
export const Logout = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Arrived at /login' })).toBeInTheDocument();
  },
});
