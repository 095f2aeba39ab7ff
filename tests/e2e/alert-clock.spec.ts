import type { Page } from '@playwright/test';
import { watchCspViolations } from './csp';
import { demoAccounts, expect, expectNoA11yViolations, openLoggedIn, test } from './fixtures';

/**
 * The fake clock and the alert emails, seen through Mock tools: the panel advances the clock and
 * shows the digest email in a sandboxed frame whose links open the app. Alert settings and saved
 * searches are set over the API here; the journeys through the app's own screens are elsewhere.
 */
const essentials = demoAccounts.essentials;

interface MailboxEmail {
  to: string;
  subject: string;
  html: string | null;
}

/** An authenticated call from the page, as the app makes it. */
async function api(page: Page, path: string, method: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ([apiPath, apiMethod, json]) => {
      const response = await fetch(`/api${apiPath}`, {
        method: apiMethod,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        body: json,
      });
      if (!response.ok) throw new Error(`${apiMethod} ${apiPath} answered ${response.status}`);
      return response.status === 204 ? null : (response.json() as Promise<unknown>);
    },
    [path, method, body === undefined ? undefined : JSON.stringify(body)] as const,
  );
}

/** Alerts by `frequency`, and the seeded saved search alerted over all of Texas (published daily). */
async function setUpAlerts(page: Page, frequency: 'daily' | 'weekly' | 'disabled'): Promise<void> {
  const [setting] = (await api(page, '/auth/user-settings/', 'GET')) as Array<{ id: number }>;
  await api(page, `/auth/user-settings/${setting?.id}/`, 'PUT', { email_alerts: frequency });
  const searches = (await api(page, '/bids/saved-filters/', 'GET')) as { results: Array<{ id: number }> };
  await api(page, `/bids/saved-filters/${searches.results[0]?.id}/`, 'PUT', {
    name: 'All of Texas',
    filters: { states: 'TX' },
    alert: true,
  });
}

async function alertEmails(page: Page): Promise<MailboxEmail[]> {
  const emails = (await page.evaluate(async (to) => {
    const response = await fetch(`/__mock/emails?to=${encodeURIComponent(to)}`);
    return response.json() as Promise<MailboxEmail[]>;
  }, essentials)) as MailboxEmail[];
  return emails.filter((email) => email.html !== null);
}

async function openMockTools(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Mock tools' }).click();
  await expect(page.getByRole('button', { name: 'Advance one day' })).toBeVisible();
}

/**
 * Logs the Essentials account in on the dashboard with alerts set up by `frequency`, and opens Mock
 * tools. The fake backend runs in the page, so what the API changed holds for the digest it sends.
 */
async function openDashboardWithAlerts(page: Page, frequency: Parameters<typeof setUpAlerts>[1]) {
  await openLoggedIn(page, 'essentials', '/dashboard');
  await setUpAlerts(page, frequency);
  await openMockTools(page);
}

async function advanceOneDay(page: Page, day: number): Promise<void> {
  await page.getByRole('button', { name: 'Advance one day' }).click();
  await expect(page.getByText(day === 1 ? '1 day ahead' : `${day} days ahead`)).toBeVisible();
}

test.describe('Alert emails on the fake clock', () => {
  test('with alerts disabled, a week of advanced days sends no alert email', async ({ page }) => {
    await openDashboardWithAlerts(page, 'disabled');
    for (let day = 1; day <= 7; day++) await advanceOneDay(page, day);
    expect(await alertEmails(page)).toEqual([]);
  });

  test('with weekly alerts, one email comes after seven advanced days', async ({ page }) => {
    await openDashboardWithAlerts(page, 'weekly');
    for (let day = 1; day <= 6; day++) await advanceOneDay(page, day);
    expect(await alertEmails(page)).toEqual([]);
    await advanceOneDay(page, 7);
    const emails = await alertEmails(page);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/^BidLantern alerts: \d+ new bids/);
  });

  test('a followed bid whose closing date moved shows its old and new dates in the email, whose links open the app', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    await openDashboardWithAlerts(page, 'daily');
    await advanceOneDay(page, 1);

    // The move as the digest records it, in the email's MM/DD/YY.
    const digest = (await api(page, '/alerts/digest/?since=2000-01-01T00:00:00Z', 'GET')) as {
      changed_followed: Array<{
        bid: { id: number; bid_name: string };
        changes: Array<{ before: string; after: string }>;
      }>;
    };
    const moved = digest.changed_followed[0];
    const mmddyy = (iso: string | undefined) => {
      const date = new Date(iso ?? '');
      const two = (value: number) => String(value).padStart(2, '0');
      return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${two(date.getUTCFullYear() % 100)}`;
    };
    const sentence = `Closing date moved from ${mmddyy(moved?.changes[0]?.before)} to ${mmddyy(moved?.changes[0]?.after)}`;

    const item = page
      .getByRole('listitem')
      .filter({ hasText: `to ${essentials}` })
      .filter({
        hasText: 'BidLantern alerts',
      });
    await item.getByRole('button', { name: 'Read email' }).click();
    const email = page.frameLocator('iframe[title^="Email: BidLantern alerts"]');
    await expect(email.getByRole('heading', { level: 2, name: 'Changes to bids you follow' })).toBeVisible();
    await expect(email.getByText(sentence)).toBeVisible();
    await expect(page.locator('iframe[title^="Email: "]')).not.toHaveAttribute('sandbox', /allow-scripts/);
    await expectNoA11yViolations(page);

    await item.getByRole('button', { name: 'Plain-text part' }).click();
    await expect(item.getByText(sentence)).toBeVisible();
    await item.getByRole('button', { name: 'HTML part' }).click();

    // The bid's link opens its summary in the app.
    await email.locator(`a[href$="/summary/${moved?.bid.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/summary/${moved?.bid.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: moved?.bid.bid_name ?? '' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
