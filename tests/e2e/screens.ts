import type { Page } from '@playwright/test';
import { chooseStarterAndOpenPayment, paymentHistoryRows, payWithCard } from './accounts';
import { demoAccounts, expect, logIn, type DemoAccount } from './fixtures';

/**
 * Every screen of the app, as the layout journeys (frame.spec.ts, reflow.spec.ts) open it: who is
 * logged in, how to get there and what shows once its content is in (not its loading state, which
 * is narrower than the rows it waits for).
 */

/** The frame around a screen (docs/product/screens.md#site-header-and-footer). */
export type Chrome = 'site' | 'form' | 'account' | 'console';

export interface AppScreen {
  name: string;
  chrome: Chrome;
  /** The demo account logged in first; none for a visitor. */
  account?: DemoAccount;
  /** Goes to the screen and waits until its content has loaded. */
  open: (page: Page) => Promise<void>;
}

const heading = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });

/** Opens `path` and waits for its level-one heading (and `content`, when the heading comes first). */
function at(path: string, name?: string | RegExp, content?: (page: Page) => ReturnType<Page['getByRole']>) {
  return async (page: Page) => {
    await page.goto(path);
    await expect(heading(page, name)).toBeVisible();
    if (content) await expect(content(page)).toBeVisible();
  };
}

const resultsFound = (page: Page) => page.getByText(/\d results found$/).first();

/** Asks for a password reset code for the Starter demo account: the code screen opens. */
async function openResetCode(page: Page) {
  await at('/forgot-password')(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.starter);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/forgot-otp$/);
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeVisible();
}

/**
 * My Plans with its payment history, whose table loads as its section nears the screen: scrolled to
 * as a person would, then back at the top, where the layout journeys measure.
 */
async function openMyPlans(page: Page) {
  await at('/user-profile/plans', 'My Plans')(page);
  await paymentHistoryRows(page);
  await expect(page.getByRole('table', { name: 'Payment history' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The public pages, to a visitor. /signup is /register's screen on another path, so it is not repeated. */
export const PUBLIC_SCREENS: readonly AppScreen[] = [
  { name: 'home', chrome: 'site', open: at('/') },
  { name: 'pricing', chrome: 'site', open: at('/pricing') },
  { name: 'about', chrome: 'site', open: at('/about') },
  { name: 'AI Toolset', chrome: 'site', open: at('/ai-toolset') },
  { name: 'help', chrome: 'site', open: at('/help') },
  { name: 'email verification', chrome: 'site', open: at('/email-verification') },
  { name: 'not found', chrome: 'site', open: at('/no-such-page') },
  { name: 'login', chrome: 'form', open: at('/login') },
  { name: 'forgot password', chrome: 'form', open: at('/forgot-password') },
  {
    name: 'forgot password code',
    chrome: 'form',
    open: openResetCode,
  },
  {
    name: 'new password',
    chrome: 'form',
    open: async (page) => {
      await openResetCode(page);
      // The code is only checked for six digits here; the server checks it when the password is saved.
      await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/confirm-password$/);
      await expect(page.getByRole('textbox', { name: 'New password' })).toBeVisible();
    },
  },
  { name: 'register', chrome: 'form', open: at('/register') },
  { name: 'company build', chrome: 'form', open: at('/company-build') },
  { name: 'verification', chrome: 'form', open: at('/verification') },
  {
    name: 'plan',
    chrome: 'form',
    open: at('/plan', 'Choose your plan', (page) => page.getByRole('article', { name: 'Starter' })),
  },
];

/** The bid screens under the site header. */
export const BID_SCREENS: readonly AppScreen[] = [
  {
    name: 'dashboard',
    chrome: 'site',
    account: 'essentials',
    open: async (page) => {
      await page.goto('/dashboard');
      await expect(heading(page, 'Carter Facility Services Inc.')).toBeVisible();
      await expect(resultsFound(page)).toBeVisible();
    },
  },
  {
    name: 'bid summary',
    chrome: 'site',
    account: 'essentials',
    open: at('/summary/1', undefined, (page) =>
      page.getByRole('region', { name: 'Similar bids' }).getByRole('link').first(),
    ),
  },
  {
    name: 'bookmarked bids',
    chrome: 'site',
    account: 'essentials',
    open: at('/dashboard/bookmarkBids', 'Bookmarked Bids', resultsFound),
  },
  {
    name: 'followed bids',
    chrome: 'site',
    account: 'essentials',
    open: at('/dashboard/followedBids', 'Followed Bids', resultsFound),
  },
  {
    name: 'hidden bids',
    chrome: 'site',
    account: 'essentials',
    open: at('/dashboard/hiddenBids', undefined, (page) =>
      resultsFound(page).or(page.getByText(/^No hidden bids/)),
    ),
  },
];

/** The account area's tabs, each at its own URL. */
export const ACCOUNT_SCREENS: readonly AppScreen[] = [
  {
    name: 'account Profile',
    chrome: 'account',
    account: 'essentials',
    open: at('/user-profile', 'Profile', (page) => page.getByRole('heading', { name: /^Hello, / })),
  },
  {
    name: 'account My Plans',
    chrome: 'account',
    account: 'essentials',
    open: openMyPlans,
  },
  {
    name: 'account Bids',
    chrome: 'account',
    account: 'essentials',
    open: async (page) => {
      await at('/user-profile/bids', 'Bids')(page);
      await expect(page.getByText(/\d results found$/)).toHaveCount(2);
    },
  },
  {
    name: 'account AI Toolset',
    chrome: 'account',
    account: 'essentials',
    open: at('/user-profile/ai-toolset', 'AI Toolset', (page) =>
      page.getByRole('button', { name: 'Get Notified' }),
    ),
  },
  {
    name: 'account Settings',
    chrome: 'account',
    account: 'essentials',
    open: at('/user-profile/settings', 'Account Settings', (page) =>
      page.getByRole('region', { name: 'Change Password' }),
    ),
  },
];

/** The console's sections, as its administrator sees them. */
export const CONSOLE_SCREENS: readonly AppScreen[] = [
  {
    name: 'console Overview',
    chrome: 'console',
    account: 'admin',
    open: at('/super-admin', 'Overview', (page) => page.getByRole('term').first()),
  },
  ...(
    [
      ['Scrapers', '/super-admin/scrapers'],
      ['Logs', '/super-admin/logs'],
      ['Users', '/super-admin/users'],
    ] as const
  ).map(([section, path]): AppScreen => ({
    name: `console ${section}`,
    chrome: 'console',
    account: 'admin',
    open: at(path, section, (page) =>
      page.getByRole('table', { name: section }).getByRole('rowheader').first(),
    ),
  })),
];

/** The rest of the signed-in screens: onboarding's guarded steps, payment, the console refused to a customer. */
export const OTHER_SIGNED_IN_SCREENS: readonly AppScreen[] = [
  { name: 'geographic coverage', chrome: 'form', account: 'essentials', open: at('/geographic-coverage') },
  { name: 'industry categories', chrome: 'form', account: 'essentials', open: at('/industry-categories') },
  { name: 'insurance', chrome: 'form', account: 'essentials', open: at('/help-our-ai') },
  { name: 'extra data', chrome: 'form', account: 'essentials', open: at('/extra-data') },
  {
    name: 'payment',
    chrome: 'form',
    account: 'sneak',
    open: async (page) => {
      await at('/plan', 'Choose your plan')(page);
      await chooseStarterAndOpenPayment(page);
      await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    },
  },
  {
    name: 'payment status',
    chrome: 'form',
    account: 'sneak',
    open: async (page) => {
      await at('/plan', 'Choose your plan')(page);
      await chooseStarterAndOpenPayment(page);
      await payWithCard(page, '4242 4242 4242 4242', 'Sam Sneak');
      await expect(heading(page, 'Payment successful')).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'console refused to a customer',
    chrome: 'console',
    account: 'starter',
    open: at('/super-admin', 'You do not have access to the administration console'),
  },
];

/** Logs in as the screen's account (if any) and opens it. */
export async function openScreen(page: Page, screen: AppScreen): Promise<void> {
  if (screen.account) await logIn(page, screen.account);
  await screen.open(page);
}
