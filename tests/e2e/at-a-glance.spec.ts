import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ESSENTIALS_DEMO_STATES, essentialsDashboardHref } from './accounts';
import { expect, expectNoA11yViolations, openLoggedIn, test } from './fixtures';
import { KEY_DATE_STYLE } from '../../src/features/bids/summary/keyDates';

/** What the journeys look for among the Essentials account's bids (the fake backend's seed). */
type Wanted = 'mandatory-meeting' | 'meeting-and-requirements' | 'general-liability-2m' | 'amended-date';

interface FoundBid {
  id: number;
  keyDate?: {
    kind: string;
    at: string;
    time_zone: string;
    previous_at: string | null;
    quote: string;
    sequence: number;
  };
}

const WANTED: readonly Wanted[] = [
  'mandatory-meeting',
  'meeting-and-requirements',
  'general-liability-2m',
  'amended-date',
];

/**
 * Finds, through the API as the logged-in user sees it, an active bid in the account's states for each
 * thing the journeys need: a mandatory pre-bid meeting still ahead (with requirements too), a
 * $2,000,000 general liability minimum the company does not meet, or a key date an amendment moved.
 * One pass over the bids, the first match of each in the list's order.
 */
async function findBids(page: Page): Promise<Record<Wanted, FoundBid>> {
  const found = await page.evaluate(
    async ([kinds, states]) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` };
      const get = async (path: string) => {
        const response = await fetch(path, { headers });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      };
      type KeyDate = {
        kind: string;
        at: string;
        time_zone: string;
        mandatory: boolean;
        previous_at: string | null;
        sequence: number;
        source: { quote: string };
      };
      type Requirement = {
        kind: string;
        insurance_type?: string;
        minimum_amount?: number;
        check: { status: string };
      };
      const bids: Partial<Record<(typeof kinds)[number], { id: number; keyDate?: unknown }>> = {};
      const page = await get(`/api/bids/?page=1&pageSize=300&include=active&states=${states}`);
      for (const row of page.results as Array<{ id: number }>) {
        const bid = (await get(`/api/bids/${row.id}/`)) as {
          key_dates?: KeyDate[];
          requirements?: Requirement[];
        };
        const dates = bid.key_dates ?? [];
        const toDate = (date: KeyDate) => ({
          kind: date.kind,
          at: date.at,
          time_zone: date.time_zone,
          previous_at: date.previous_at,
          quote: date.source.quote,
          sequence: date.sequence,
        });
        const meeting = dates.find(
          (date) => date.kind === 'pre_bid_meeting' && date.mandatory && Date.parse(date.at) > Date.now(),
        );
        const moved = dates.find((date) => date.previous_at !== null);
        if (meeting) {
          bids['mandatory-meeting'] ??= { id: row.id, keyDate: toDate(meeting) };
          if ((bid.requirements ?? []).length > 0)
            bids['meeting-and-requirements'] ??= { id: row.id, keyDate: toDate(meeting) };
        }
        if (moved) bids['amended-date'] ??= { id: row.id, keyDate: toDate(moved) };
        if (
          (bid.requirements ?? []).some(
            (requirement) =>
              requirement.insurance_type === 'general_liability' &&
              requirement.minimum_amount === 2_000_000 &&
              requirement.check.status === 'does_not_meet',
          )
        )
          bids['general-liability-2m'] ??= { id: row.id };
        if (kinds.every((kind) => bids[kind])) break;
      }
      return bids as Partial<Record<(typeof kinds)[number], FoundBid>>;
    },
    [WANTED, ESSENTIALS_DEMO_STATES] as const,
  );
  for (const wanted of WANTED) if (!found[wanted]) throw new Error(`The seed has no bid with: ${wanted}`);
  return found as Record<Wanted, FoundBid>;
}

/**
 * The bids found for this worker: every journey starts from the same seed, so a bid found in one is the
 * same bid in the next, which then opens its screen in one page load instead of two.
 */
let seedBids: Record<Wanted, FoundBid> | undefined;

/** The seed's bid with `wanted`; the first time in a worker, found from the home page, logged in. */
async function seedBid(page: Page, wanted: Wanted): Promise<FoundBid> {
  if (!seedBids) {
    await openLoggedIn(page, 'essentials');
    seedBids = await findBids(page);
  }
  return seedBids[wanted];
}

/** Opens `path` logged in as Essentials, in one load whether or not seedBid has opened the page. */
async function openAsEssentials(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await openLoggedIn(page, 'essentials', path);
  else await page.goto(path);
}

/** Finds a bid whose brief has what the journey needs and opens its summary, logged in as Essentials. */
async function openSummaryOfBid(page: Page, wanted: Wanted): Promise<FoundBid> {
  const bid = await seedBid(page, wanted);
  await openAsEssentials(page, `/summary/${bid.id}`);
  return bid;
}

/** The instant as the card shows it: in the solicitation's time zone, with the zone's abbreviation. */
function shownAs(page: Page, at: string, timeZone: string): Promise<string> {
  return page.evaluate(
    ([instant, zone, style]) =>
      new Intl.DateTimeFormat('en-US', { ...style, timeZone: zone }).format(new Date(instant)),
    [at, timeZone, KEY_DATE_STYLE] as const,
  );
}

/** An .ics file's content lines, unfolded (RFC 5545 §3.1), each as its name and value. */
function contentLines(ics: string): Array<{ name: string; value: string }> {
  expect(ics.endsWith('\r\n'), 'every line ends with CRLF').toBe(true);
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      expect(colon, `a content line has a name and a value: ${line}`).toBeGreaterThan(0);
      return { name: line.slice(0, colon).split(';')[0] ?? '', value: line.slice(colon + 1) };
    });
}

/**
 * Presses a key date's "Add to calendar" and reads the file: one VCALENDAR 2.0 holding exactly one
 * VEVENT with a UTC DTSTAMP. Returns the event's properties by name.
 */
async function downloadEvent(
  page: Page,
  keyDate: Locator,
  label: string,
): Promise<(name: string) => string | undefined> {
  const download = page.waitForEvent('download');
  await keyDate.getByRole('button', { name: `Add to calendar: ${label}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^BL-.*\.ics$/);
  const lines = contentLines(await readFile((await file.path()) ?? '', 'utf8'));
  expect(lines[0]).toEqual({ name: 'BEGIN', value: 'VCALENDAR' });
  expect(lines.at(-1)).toEqual({ name: 'END', value: 'VCALENDAR' });
  expect(lines.find((line) => line.name === 'VERSION')?.value).toBe('2.0');
  expect(lines.filter((line) => line.name === 'BEGIN' && line.value === 'VEVENT')).toHaveLength(1);
  expect(lines.filter((line) => line.name === 'END' && line.value === 'VEVENT')).toHaveLength(1);
  const event = lines.slice(
    lines.findIndex((line) => line.value === 'VEVENT'),
    lines.findLastIndex((line) => line.value === 'VEVENT') + 1,
  );
  const property = (name: string) => event.find((line) => line.name === name)?.value;
  expect(property('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
  return property;
}

const glance = (page: Page) => page.getByRole('region', { name: 'At a glance' });

test.describe('A bid brief at a glance', () => {
  test('a bid with a mandatory pre-bid meeting shows its date, time zone and quoted sentence, and its calendar file is one valid VEVENT', async ({
    page,
  }) => {
    const { keyDate } = await openSummaryOfBid(page, 'mandatory-meeting');
    if (!keyDate) throw new Error('no key date');

    const meeting = glance(page).getByRole('listitem').filter({ hasText: 'Pre-bid meeting' }).first();
    await expect(meeting).toContainText('Mandatory');
    const shown = await shownAs(page, keyDate.at, keyDate.time_zone);
    await expect(meeting.locator('time')).toHaveText(shown);
    expect(shown).toMatch(/ [A-Z]{2,5}$|GMT[+-]\d+$/);
    await meeting.locator('summary').click();
    await expect(meeting.locator('blockquote')).toHaveText(keyDate.quote);
    await expectNoA11yViolations(page);

    const event = await downloadEvent(page, meeting, 'Pre-bid meeting');
    expect(event('UID')).toMatch(/-pre_bid_meeting@bidlantern\.app$/);
    expect(event('DTSTART')).toBe(keyDate.at.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(event('SEQUENCE')).toBe(String(keyDate.sequence));
    expect(event('SUMMARY')).toMatch(/^Pre-bid meeting \(mandatory\): /);
  });

  test('an Essentials account with $1,000,000 general liability sees Does not meet on a bid that requires $2,000,000, and Meets after raising its answer', async ({
    page,
  }) => {
    await openSummaryOfBid(page, 'general-liability-2m');

    const requirement = glance(page)
      .getByRole('listitem')
      .filter({ hasText: 'General liability insurance of at least $2,000,000' });
    await expect(requirement).toContainText('Does not meet');
    await expect(requirement).toContainText('Requires $2,000,000 general liability; you told us $1,000,000');

    await glance(page).getByRole('link', { name: 'Change what we match on' }).click();
    await expect(page).toHaveURL(/\/user-profile#what-we-match-on$/);
    await expect(page.getByRole('heading', { name: 'What we match on' })).toBeFocused();
    await page.getByRole('button', { name: 'Edit insurance' }).click();
    const limit = page.getByRole('textbox', { name: /^General liability coverage limit/ });
    await limit.fill('2,000,000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Every bid is checked again with your new answers.')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goBack();
    await expect(requirement).toContainText('Meets');
    await expect(requirement).not.toContainText('Does not meet');
  });

  test('an amended date shows the new date with the old one struck through', async ({ page }) => {
    const { keyDate } = await openSummaryOfBid(page, 'amended-date');
    if (!keyDate?.previous_at) throw new Error('no moved date');

    const moved = glance(page)
      .getByRole('listitem')
      .filter({ has: page.locator('del') });
    await expect(moved.locator('time')).toHaveText(await shownAs(page, keyDate.at, keyDate.time_zone));
    await expect(moved.locator('del')).toHaveText(
      await shownAs(page, keyDate.previous_at, keyDate.time_zone),
    );
    await expect(moved).toContainText('Moved by an amendment from');

    // The moved date's calendar file: the same UID as before the amendment, a higher SEQUENCE, the new time.
    expect(keyDate.sequence).toBeGreaterThan(0);
    const label = (await moved.locator('strong').first().textContent()) ?? '';
    const event = await downloadEvent(page, moved, label);
    expect(event('UID')).toMatch(new RegExp(`^BL-[\\w-]+-${keyDate.kind}@bidlantern\\.app$`));
    expect(event('SEQUENCE')).toBe(String(keyDate.sequence));
    expect(event('DTSTART')).toBe(keyDate.at.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
  });

  test("the dashboard's preview pane shows the same brief as the summary", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { id, keyDate } = await seedBid(page, 'mandatory-meeting');
    if (!keyDate) throw new Error('no key date');
    await openAsEssentials(page, essentialsDashboardHref({ bid: String(id) }));

    const pane = page.getByRole('link', { name: 'Open full page' }).locator('xpath=ancestor::section[1]');
    const meeting = glance(page).getByRole('listitem').filter({ hasText: 'Pre-bid meeting' }).first();
    // The pane asks for the bid after the page of results, which the fake backend in the page computes first.
    await expect(pane.getByRole('region', { name: 'At a glance' })).toBeVisible({ timeout: 30_000 });
    await expect(meeting).toContainText('Mandatory');
    await expect(meeting.locator('time')).toHaveText(await shownAs(page, keyDate.at, keyDate.time_zone));
    await meeting.locator('summary').click();
    await expect(meeting.locator('blockquote')).toHaveText(keyDate.quote);
    await expect(pane.getByRole('region', { name: 'Fit for your company' })).toBeVisible();
  });

  test("the dashboard's change beside the first search's answers opens What we match on", async ({
    page,
  }) => {
    await openLoggedIn(page, 'essentials', '/dashboard');

    await page.getByRole('region', { name: 'Applied filters' }).getByRole('link', { name: 'change' }).click();
    await expect(page).toHaveURL(/\/user-profile#what-we-match-on$/);
    await expect(page.getByRole('heading', { name: 'What we match on' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Edit where you work' })).toBeVisible();
  });
});

test.describe("What we match on's states", () => {
  test('Starter covers its two states, cannot tick a third and is shown the bolt-on in My Plans', async ({
    page,
  }) => {
    await openLoggedIn(page, 'starter', '/user-profile#what-we-match-on');
    await page.getByRole('button', { name: 'Edit where you work' }).click();
    const form = page.getByRole('form', { name: 'Edit where you work' });
    await expect(form.getByText('2 of 2 states')).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'New Mexico' })).toBeDisabled();
    await expect(form).toContainText('Your Starter plan covers up to 2 states.');
    await expectNoA11yViolations(page);

    await form.getByRole('link', { name: 'Add a state bolt-on' }).click();
    await expect(page).toHaveURL(/\/user-profile\/plans$/);
    await expect(page.getByRole('button', { name: 'Add a bolt-on state' })).toBeVisible();
  });
});

test.describe('A bid brief on a phone @phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the summary's At a glance reads at 360 px: a key date goes to the calendar and a requirement's source opens", async ({
    page,
  }) => {
    const { keyDate } = await openSummaryOfBid(page, 'meeting-and-requirements');
    if (!keyDate) throw new Error('no key date');

    const card = glance(page);
    await expect(card).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    const cardBox = await card.boundingBox();
    expect(cardBox?.x).toBeGreaterThanOrEqual(0);
    expect((cardBox?.x ?? 0) + (cardBox?.width ?? Infinity)).toBeLessThanOrEqual(360);

    // The meeting: its date and time zone on screen, in type no smaller than the body's.
    const meeting = card.getByRole('listitem').filter({ hasText: 'Pre-bid meeting' }).first();
    const when = meeting.locator('time');
    await when.scrollIntoViewIfNeeded();
    await expect(when).toHaveText(await shownAs(page, keyDate.at, keyDate.time_zone));
    await expect(when).toBeInViewport({ ratio: 1 });
    expect(
      await when.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
    ).toBeGreaterThanOrEqual(14);

    const event = await downloadEvent(page, meeting, 'Pre-bid meeting');
    expect(event('UID')).toMatch(/-pre_bid_meeting@bidlantern\.app$/);
    expect(event('SEQUENCE')).toBe(String(keyDate.sequence));

    // A requirement's quoted source, opened on the phone, fits the screen.
    const requirement = card
      .getByRole('listitem')
      .filter({ hasText: /^(Meets|Check|Does not meet)/ })
      .first();
    await requirement.locator('summary').click();
    const quote = requirement.locator('blockquote');
    await expect(quote).toBeVisible();
    await expect(quote).not.toHaveText('');
    const quoteBox = await quote.boundingBox();
    expect((quoteBox?.x ?? 0) + (quoteBox?.width ?? Infinity)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
  });
});
