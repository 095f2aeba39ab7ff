import type { Page } from '@playwright/test';
import { test, expect, demoAccounts, DEMO_PASSWORD } from './fixtures';

/**
 * Session safety on the production build against the fake backend over HTTP: what the
 * browser keeps, and who sees it.
 */
const companyOf = {
  starter: 'Lone Star Paving LLC',
  essentials: 'Carter Facility Services Inc.',
} as const;

async function logInThroughTheForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Everything this origin keeps in local and session storage, as one string. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));

test.describe('what the browser keeps, and for whom', () => {
  test('nothing secret is in localStorage or sessionStorage after an offline submit, and the form keeps what was typed', async ({
    page,
    context,
  }) => {
    const secret = 'Offline@Secret1';
    // The page's clock, so the wait for the cache's next write below is moved on, not waited out.
    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.starter);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secret);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(secret);
    // The persisted cache is written at most once a second: let that second pass, so a queued
    // request would have been written.
    await page.clock.runFor(1_500);
    expect(await storedText(page)).not.toContain(secret);
    await context.setOffline(false);
  });

  test("logging in as someone else in the same tab never shows the previous user's data", async ({
    page,
  }) => {
    await logInThroughTheForm(page, demoAccounts.starter);
    await expect(dashboardHeading(page)).toHaveText(companyOf.starter);

    await logInThroughTheForm(page, demoAccounts.essentials);

    await expect(page).toHaveURL(/\/dashboard/);
    await expect(dashboardHeading(page)).toHaveText(companyOf.essentials);
    expect(await storedText(page)).not.toContain(companyOf.starter);
    expect(await storedText(page)).not.toContain('refresh');
  });

  test("a login in another tab replaces this tab's data without a reload", async ({ page, context }) => {
    await logInThroughTheForm(page, demoAccounts.starter);
    await expect(dashboardHeading(page)).toHaveText(companyOf.starter);

    const otherTab = await context.newPage();
    await logInThroughTheForm(otherTab, demoAccounts.essentials);
    await expect(dashboardHeading(otherTab)).toHaveText(companyOf.essentials);

    await expect(dashboardHeading(page)).toHaveText(companyOf.essentials);
    await expect(page.getByText(companyOf.starter)).toHaveCount(0);
  });

  test('a search that failed offline says so, and the results come back by themselves when the network returns', async ({
    page,
    context,
  }) => {
    await logInThroughTheForm(page, demoAccounts.essentials);
    await expect(dashboardHeading(page)).toHaveText(companyOf.essentials);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Next page' }).first().click();
    await expect(page.getByText('Failed to load bids data')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Failed to load bids data')).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });
});
