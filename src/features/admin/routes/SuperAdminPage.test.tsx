import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { NO_ACCESS_TITLE } from '../components/NoAccess';
import { ADMIN_EMAIL, renderAdmin } from '../testing/renderAdmin';
import SuperAdminPage from './SuperAdminPage';

setupFakeBackend();

describe('the administration console', () => {
  it('gives an administrator its sections, a way back to the app and Log out', async () => {
    await logInAs(ADMIN_EMAIL);
    renderAdmin('/super-admin', SuperAdminPage);

    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/super-admin'],
      ['Scrapers', '/super-admin/scrapers'],
      ['Logs', '/super-admin/logs'],
      ['Users', '/super-admin/users'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\?/),
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows a customer a no-access page with a link to the dashboard, and stays put', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const { router } = renderAdmin('/super-admin', SuperAdminPage);

    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\?/),
    );
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin');
  });
});
