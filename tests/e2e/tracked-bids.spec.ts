import type { Page } from '@playwright/test';
import { REMOVAL_UNDO_MS } from '../../src/features/bids/tracked/usePendingRemoval';
import { test, expect, expectNoA11yViolations, openBidsTab, openLoggedIn } from './fixtures';

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test.describe('Bookmarked and followed bids', () => {
  test('an Essentials user undoes a removal, removes a bookmark for good, reads summaries and downloads the calendar', async ({
    page,
  }) => {
    // The undo window runs on the page's clock, moved on below instead of waited out.
    await page.clock.install();
    await openLoggedIn(page, 'essentials', '/dashboard/bookmarkBids');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarked Bids' })).toBeVisible();
    await expect(page.getByText('1-3 of 3 results found')).toBeVisible();
    await expectNoA11yViolations(page);

    // Remove, then Undo inside the 3 s window: the bookmark stays, past the window's end. (Had the
    // undone removal been sent, the count after the next removal would read 1 of 1, not 2.)
    await rows(page)
      .first()
      .getByRole('button', { name: /^Remove bookmark/ })
      .click();
    await rows(page).first().getByRole('button', { name: /^Undo/ }).click();
    await page.clock.runFor(REMOVAL_UNDO_MS + 500);
    await expect(page.getByText('1-3 of 3 results found')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);

    // Remove for good: the row is greyed with Undo, then gone once the 3 s have passed.
    const removedName = await rows(page).first().getByRole('link').innerText();
    await rows(page)
      .first()
      .getByRole('button', { name: /^Remove bookmark/ })
      .click();
    await expect(rows(page).first().getByRole('button', { name: /^Undo/ })).toBeVisible();
    await page.clock.runFor(REMOVAL_UNDO_MS);
    await expect(page.getByText('1-2 of 2 results found')).toBeVisible();
    await expect(page.getByRole('link', { name: removedName, exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // A row click opens the bid's summary.
    const openedName = await rows(page).first().getByRole('link').innerText();
    await rows(page).first().getByRole('cell').first().click();
    await expect(page).toHaveURL(/\/summary\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: openedName })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Similar bids' });
    await expect(similar.getByRole('link').first()).toBeVisible();
    await expectNoA11yViolations(page);

    // Then a similar bid's summary.
    const firstSummaryUrl = page.url();
    const similarLink = similar.getByRole('link').first();
    const similarHref = await similarLink.getAttribute('href');
    await similarLink.click();
    await expect(page).toHaveURL(new RegExp(`${similarHref ?? 'missing'}$`));
    expect(page.url()).not.toBe(firstSummaryUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Overview')).toBeVisible();

    // The followed bids page downloads an .ics with one event per followed bid that has a closing date.
    await openBidsTab(page, 'Followed');
    await expect(page.getByText(/^1-\d+ of \d+ results found$/)).toBeVisible();
    await expectNoA11yViolations(page);
    const expectedEvents = await page.evaluate(async () => {
      const response = await fetch('/api/bids/follow/?page_size=500', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      });
      const body = (await response.json()) as { results: { closing_date: string | null }[] };
      return body.results.filter((record) => record.closing_date !== null).length;
    });
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(expectedEvents);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  test('a Sneak user is offered an upgrade on a summary and sees Feature Restricted on bookmarks', async ({
    page,
  }) => {
    await openLoggedIn(page, 'sneak', '/summary/1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bid summaries come with a paid plan' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Starter' });
    await expect(upgrade.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan?plan=002');
    await upgrade.getByRole('button', { name: 'Not now' }).click();
    await expectNoA11yViolations(page);

    await openBidsTab(page, 'Bookmarked');
    const dialog = page.getByRole('dialog', { name: 'Feature Restricted' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('link', { name: 'Upgrade Plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a Starter user is offered Essentials on the followed bids page', async ({ page }) => {
    await openLoggedIn(page, 'starter', '/dashboard/followedBids');
    await expect(page.getByRole('heading', { level: 1, name: 'Followed Bids' })).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade to Essentials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Essentials' });
    await expect(dialog.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan?plan=003');
    await expectNoA11yViolations(page);
  });
});
