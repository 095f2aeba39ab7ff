import type { Page } from '@playwright/test';
import { callMockControl } from './accounts';
import { test, expect, expectNoA11yViolations, openLoggedIn, demoAccounts } from './fixtures';

// Every state: the bids the fake clock publishes come from its scrapers' states.
const DASHBOARD = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=';

interface MockEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

const alertEmails = async (page: Page) =>
  (
    await callMockControl<MockEmail[]>(page, `/emails?to=${encodeURIComponent(demoAccounts.essentials)}`)
  ).filter((email) => email.subject.startsWith('BidLantern alerts'));

/** The bids the email's "new bids" part links to, in order (a plain-text line per link). */
function newBidLinks(text: string): string[] {
  const newPart = text.split('CHANGES TO BIDS YOU FOLLOW')[0]?.split('FOLLOWED BIDS CLOSING SOON')[0] ?? '';
  return [...newPart.matchAll(/\/summary\/(\d+)/g)].map((match) => match[1] as string);
}

/** Saves the search on screen under `name` with its alert on, after reading the dialog's estimate. */
async function saveWithAlert(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  // The estimate and its samples are there before anything is saved.
  await expect(dialog.getByText(/^(About \d+ new bids? a week|Fewer than 1 new bid a week)$/)).toBeVisible();
  await expect(dialog.getByText(/^[\d,]+ matching bids? opened in the last 30 days\.$/)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('textbox', { name: 'Name this search' }).fill(name);
  const alert = dialog.getByRole('switch', { name: 'Email me new bids for this search' });
  await alert.check();
  await expect(alert).toBeChecked();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('switch', { name: `Alert emails for ${name}` })).toBeChecked();
}

test.describe('Alerts', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an Essentials user sees a search’s weekly estimate, alerts on it, and gets one digest a day later', async ({
    page,
  }) => {
    await openLoggedIn(page, 'essentials', DASHBOARD);
    const rows = page.getByRole('table', { name: 'Bids' }).getByRole('rowheader');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });

    // Two searches over every state's bids (only the order differs), both alerted: each new bid matches both.
    await saveWithAlert(page, 'Coverage, soonest first');
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Closing latest' }).click();
    await expect(page).toHaveURL(/ordering=-closing_date/);
    await saveWithAlert(page, 'Coverage, latest first');

    // A day passes on the fake clock: bids are published, followed bids amended, digests sent.
    const before = (await alertEmails(page)).length;
    await callMockControl(page, '/clock/advance', { days: 1 });
    const emails = await alertEmails(page);
    expect(emails).toHaveLength(before + 1);
    const [digest] = emails;
    expect(digest?.html).toContain('<html');
    const text = digest?.text ?? '';
    const links = newBidLinks(text);
    expect(links.length).toBeGreaterThan(0);
    // Each new bid once, under the first search, naming the other search it matches too.
    expect(new Set(links).size).toBe(links.length);
    expect(text).toContain('Also matches: Coverage, latest first');
    expect(text).not.toMatch(/^Coverage, latest first \(/m);

    // What's new: the count on the Dashboard tab, and the sheet with the followed bid's moved date.
    await page.reload();
    const tab = page
      .getByRole('navigation', { name: 'Bids' })
      .getByRole('link', { name: /^Dashboard (\d+|99\+) new$/ });
    await expect(tab).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /^What's new, \d+ new$/ }).click();
    const sheet = page.getByRole('dialog', { name: "What's new" });
    await expect(sheet.getByRole('heading', { name: 'New bids for your saved searches' })).toBeVisible();
    await expect(sheet.getByText('Also matches: Coverage, latest first').first()).toBeVisible();
    const moved = text.match(/Closing date moved from (\d\d\/\d\d\/\d\d) to (\d\d\/\d\d\/\d\d)/);
    expect(moved, 'the email names a moved closing date').not.toBeNull();
    const changes = sheet.getByRole('region', { name: 'Changes to bids you follow' });
    await expect(changes.locator('del').first()).toHaveText(moved?.[1] ?? '');
    await expect(changes.locator('ins').first()).toHaveText(moved?.[2] ?? '');
    await expectNoA11yViolations(page);

    // Mark all as seen: the count goes.
    await sheet.getByRole('button', { name: 'Mark all as seen' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: "What's new" })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Bids' }).getByRole('link', { name: 'Dashboard', exact: true }),
    ).toBeVisible();
  });

  test('disabled alerts send nothing, and weekly alerts send one email after seven days', async ({
    page,
  }) => {
    await openLoggedIn(page, 'essentials');
    // An alerted search over the account's coverage, so every day has something to send.
    await page.evaluate(async () => {
      const response = await fetch('/api/bids/saved-filters/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        body: JSON.stringify({ name: 'Everything active', filters: { bid_type: 'Active' }, alert: true }),
      });
      if (!response.ok) throw new Error(`saving the search answered ${response.status}`);
    });
    await page.goto('/user-profile/settings');
    const alerts = page.getByRole('region', { name: 'Email Alerts' });

    // The daily cap says what to enter when it cannot be used, and saves a whole number from 1 to 100.
    const cap = alerts.getByRole('textbox', { name: 'Most new bids per email' });
    await expect(cap).toHaveValue('25');
    await cap.fill('0');
    await alerts.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(alerts.getByText('Enter a whole number from 1 to 100, like 25')).toBeVisible();
    await cap.fill('10');
    await alerts.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(alerts.getByText('Daily cap saved.')).toBeVisible();

    // React Aria draws the radio over a visually hidden input: press the label, as a user would.
    await alerts.getByText('Disabled', { exact: true }).click();
    await expect(alerts.getByText('Email alerts saved.')).toBeVisible();
    await expect(cap).toBeHidden();
    const before = (await alertEmails(page)).length;
    await callMockControl(page, '/clock/advance', { days: 1 });
    expect(await alertEmails(page)).toHaveLength(before);

    await alerts.getByText('Weekly', { exact: true }).click();
    await expect(alerts.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
    await callMockControl(page, '/clock/advance', { days: 5 });
    expect(await alertEmails(page)).toHaveLength(before);
    await callMockControl(page, '/clock/advance', { days: 1 });
    const emails = await alertEmails(page);
    expect(emails).toHaveLength(before + 1);
    // The cap holds in the email too: ten new bids listed at most, the rest counted.
    expect(newBidLinks(emails[0]?.text ?? '').length).toBeLessThanOrEqual(10);
  });
});
