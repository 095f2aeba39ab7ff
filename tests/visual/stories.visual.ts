import { existsSync, readdirSync } from 'node:fs';
import { type Page, type Request, test as base, expect } from '@playwright/test';
import {
  COMPONENT_SIZE,
  SCREEN_SIZES,
  SCREEN_STATE_SIZE,
  type StoryShot,
  baselineDir,
  storybookUrl,
  storyShots,
} from './storyShots';

interface Size {
  width: number;
  height: number;
}

/** A story as the catalog's preview holds it, as far as these tests read it. */
interface PreviewStory {
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: {
    layout?: string;
    viewport?: { options?: Record<string, { styles: { width: string; height: string } }> };
  };
}

/** Storybook's preview (`window.__STORYBOOK_PREVIEW__`), the parts these tests use. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    ready(): Promise<void>;
    storyStore: { loadStory(options: { storyId: string }): Promise<PreviewStory> };
  };
}

/** The moment every shot is taken at (UTC). */
const VISUAL_NOW = '2026-03-02T15:00:00Z';

/** The worker's catalog page, the story file it was loaded for and the story it shows. */
interface StoryPage {
  page: Page;
  network: NetworkTracker;
  loadedFor?: string;
  shownStoryId?: string;
}

/**
 * One page per worker, loaded afresh for each story file (`showCatalogFor`): the file's stories run
 * one after another in it (the `describe` per file below), switched as the catalog's sidebar does. Each
 * story starts on a fresh fake backend and React Aria state (preview.tsx's loader and beforeEach) and
 * empty storage (`renderStory`). A page keeps every stylesheet a story loaded, and some stories look
 * right only with a stylesheet another file brings, so a page never serves two files: each story's
 * picture is the same in every run, whatever ran before in its worker. A failed test ends its worker,
 * so the stories after a failure start on a new page.
 */
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use) => {
      // Storybook takes a window whose user agent names its test-runner for a test run (isTestEnvironment,
      // storybook/preview-api): it then pauses each animation at its end instead of waiting up to 5 s
      // for them to finish, which a scroll-driven one never does. This harness is that runner's stand-in.
      const probe = await browser.newPage();
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const context = await browser.newContext({
        baseURL: storybookUrl,
        userAgent,
        viewport: COMPONENT_SIZE,
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        colorScheme: 'light',
        // The design system's motion tokens drop to none, and the carousel never autoplays.
        reducedMotion: 'reduce',
      });
      // Before the first page loads: dates on screen, and the fake backend's seed (anchored to today),
      // then never change. Timers keep running, so stories still load and play.
      await context.clock.setFixedTime(new Date(VISUAL_NOW));
      // After the clock, so it wraps the clock's setTimeout: counts the fake backend's answers held
      // forever (msw's `delay('infinite')`, a timer of the longest delay there is) for NetworkTracker.
      await context.addInitScript(
        ([longestDelay]) => {
          const heldWindow = window as HeldRequestsWindow;
          const setTimeoutBefore = window.setTimeout;
          heldWindow.__heldRequests = 0;
          window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
            if (timeout === longestDelay) heldWindow.__heldRequests = (heldWindow.__heldRequests ?? 0) + 1;
            return setTimeoutBefore(handler, timeout, ...rest);
          }) as typeof window.setTimeout;
        },
        [HELD_DELAY_MS] as const,
      );
      const page = await context.newPage();
      await use({ page, network: new NetworkTracker(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The delay msw's `delay('infinite')` waits: setTimeout's largest. */
const HELD_DELAY_MS = 2_147_483_647;

/** The page's count of answers the fake backend holds forever (the init script in `storyPage`). */
interface HeldRequestsWindow {
  __heldRequests?: number;
}

/**
 * Counts the story's requests in flight, from its selection until its shot. A story that shows a
 * request in progress holds its answer forever: those requests count as answered.
 */
class NetworkTracker {
  private readonly inFlight = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => this.changed(() => this.inFlight.add(request)));
    page.on('requestfinished', (request) => this.changed(() => this.inFlight.delete(request)));
    page.on('requestfailed', (request) => this.changed(() => this.inFlight.delete(request)));
  }

  /** Forgets the requests of the pages before: only the story's own count. */
  reset(): void {
    this.changed(() => this.inFlight.clear());
  }

  private changed(update: () => void): void {
    update();
    this.lastChange = Date.now();
  }

  /**
   * Resolves once no request has been in flight for `quietMs`: screens fetch after Storybook reports
   * them rendered, and lazy chunks load on the way. Gives up after `timeoutMs` (a request that never
   * ends by other means than `delay('infinite')`), and the shot shows what is on screen then.
   */
  async quiet(page: Page, quietMs = 150, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (Date.now() - this.lastChange < quietMs || (await this.waiting(page))))
      await page.waitForTimeout(25);
  }

  /** True while a request is in flight that the fake backend does not hold forever. */
  private async waiting(page: Page): Promise<boolean> {
    if (this.inFlight.size === 0) return false;
    const held = await page.evaluate(() => (window as HeldRequestsWindow).__heldRequests ?? 0);
    return this.inFlight.size > held;
  }
}

/**
 * The windows a story is tested in: `catalog`, where its play function and axe must pass (the one it
 * asks for with `globals.viewport`, as the test-runner applies it, else the test-runner's), and `shot`,
 * where its picture is taken (the catalog window, but a phone for a screen's state). Read from the
 * catalog already loaded.
 */
async function windowsFor(page: Page, storyId: string): Promise<{ catalog: Size; shot: Size }> {
  const story = await page.evaluate(async (storyId) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    if (!preview) throw new Error('The catalog did not load (no Storybook preview on the page).');
    await preview.ready();
    const { storyGlobals, parameters } = await preview.storyStore.loadStory({ storyId });
    const name = storyGlobals?.viewport?.value;
    return {
      styles: name ? parameters?.viewport?.options?.[name]?.styles : undefined,
      layout: parameters?.layout,
    };
  }, storyId);
  if (story.styles) {
    const own = { width: parseInt(story.styles.width, 10), height: parseInt(story.styles.height, 10) };
    return { catalog: own, shot: own };
  }
  return {
    catalog: COMPONENT_SIZE,
    shot: story.layout === 'fullscreen' ? SCREEN_STATE_SIZE : COMPONENT_SIZE,
  };
}

/**
 * A catalog page with no story selected: nothing renders until the harness selects a story, once it
 * listens. addon-a11y audits the story here too, once it has played (a `globals=a11y.manual:!true` in
 * this URL does not stop it): a violation ends the story with the status "error", which fails its shot.
 */
const IDLE_CATALOG_URL = '/iframe.html?viewMode=story';

/**
 * How long a play function's `findBy…` and `waitFor` wait for what they look for. Testing Library's
 * default (1 s) is made for jsdom: on a busy machine a screen's data or lazy chunk takes longer, the
 * play gives up half way and the story ends without the state it was to reach.
 */
const PLAY_WAIT_MS = 15_000;

/** How long a story may take from its selection to its end (loaders, render, play, afterEach). */
const STORY_FINISH_MS = 30_000;

/** Storybook's preview globals the harness drives a story with, as the test-runner does. */
interface CatalogWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (...args: never[]) => void): void;
    off(event: string, listener: (...args: never[]) => void): void;
    emit(event: string, ...args: unknown[]): void;
  };
  __STORYBOOK_MODULE_CORE_EVENTS__?: Record<
    | 'SET_CURRENT_STORY'
    | 'FORCE_REMOUNT'
    | 'STORY_RENDER_PHASE_CHANGED'
    | 'STORY_FINISHED'
    | 'PLAY_FUNCTION_THREW_EXCEPTION'
    | 'UNHANDLED_ERRORS_WHILE_PLAYING'
    | 'STORY_THREW_EXCEPTION'
    | 'STORY_ERRORED'
    | 'STORY_MISSING',
    string
  >;
  __STORYBOOK_MODULE_TEST__?: { configure(options: { asyncUtilTimeout: number }): void };
}

/** Storybook's STORY_FINISHED event, with addon-a11y's report among its reporters. */
interface FinishedStory {
  storyId: string;
  status: string;
  reporters?: {
    type: string;
    status: string;
    result?: {
      error?: unknown;
      violations?: {
        id: string;
        help: string;
        helpUrl?: string;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[];
    };
  }[];
}

/**
 * Loads a fresh catalog page for the story's file, unless the worker's page was loaded for it.
 */
async function showCatalogFor(storyPage: StoryPage, importPath: string): Promise<void> {
  const { page } = storyPage;
  if (storyPage.loadedFor === importPath) return;
  storyPage.loadedFor = undefined;
  storyPage.shownStoryId = undefined;
  await page.goto(IDLE_CATALOG_URL);
  await page.evaluate(async () => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    if (!preview) throw new Error('The catalog did not load (no Storybook preview on the page).');
    await preview.ready();
    // The last page's MSW worker unregisters itself once its page closes (mockServiceWorker.js on
    // CLIENT_CLOSED), at a moment of its own. Had this page's MSW found that registration still
    // there, it would ask it to update, and Chromium rejects an update of a registration being removed
    // ("Failed to update a ServiceWorker … : Not found"), failing the play. Removed here, before the
    // first story starts, so every page's MSW registers a worker of its own.
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  });
  storyPage.loadedFor = importPath;
}

/**
 * Renders the story in the worker's catalog page and waits for Storybook's own word that it has
 * finished: loaders, render, play function and afterEach hooks (`storyFinished`). A play function that
 * throws (Storybook then still finishes the story, showing it half played), a render error or a missing
 * story fails the test with the story's own message instead of shooting whatever is on screen. The
 * story shown already (a second window) is mounted afresh.
 */
async function renderStory(storyPage: StoryPage, storyId: string): Promise<void> {
  const { page, network } = storyPage;
  // Whatever the last story stored (a session, an onboarding draft) goes, and the window scrolls back
  // to its top: a story's picture must not depend on which stories ran before it in this worker.
  await page.context().clearCookies();
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise((resolve) => {
            if (!name) return resolve(null);
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
          }),
      ),
    );
    window.scrollTo(0, 0);
  });
  // Chromium keeps the page's pointer where it last was (a resize puts it at 0, 0) and sends trusted
  // pointer events there when the layout moves under it, which end React Aria's hover on what a
  // story's play pointed at. A fresh page has no pointer: it goes outside the window.
  await page.mouse.move(-1, -1);
  network.reset();
  const failure = await page.evaluate(
    ({ storyId, remount, playWaitMs, finishMs }) =>
      new Promise<string | null>((resolve) => {
        const catalog = window as CatalogWindow;
        const channel = catalog.__STORYBOOK_ADDONS_CHANNEL__;
        const events = catalog.__STORYBOOK_MODULE_CORE_EVENTS__;
        if (!channel || !events || !catalog.__STORYBOOK_MODULE_TEST__)
          return resolve('the catalog exposes no Storybook channel, events or storybook/test');
        catalog.__STORYBOOK_MODULE_TEST__.configure({ asyncUtilTimeout: playWaitMs });
        let phase = 'not started';
        const listeners: Record<string, (...args: never[]) => void> = {
          [events.STORY_RENDER_PHASE_CHANGED]: ({ newPhase }: { newPhase: string }) => (phase = newPhase),
          [events.STORY_FINISHED]: ({ storyId: id, status, reporters }: FinishedStory) => {
            if (id !== storyId) return;
            if (status === 'success') return end(null);
            // addon-a11y's report: each violation with where it is, as the test-runner printed them.
            const audit = reporters?.find((report) => report.type === 'a11y' && report.status === 'failed');
            const violations = (audit?.result?.violations ?? []).flatMap((violation) =>
              violation.nodes.map(
                (node) =>
                  `${violation.help} (${violation.id}) at $('${node.target.join(', ')}'): ${node.html}\n` +
                  `  ${(node.failureSummary ?? '').replaceAll('\n', '\n  ')}\n  ${violation.helpUrl ?? ''}`,
              ),
            );
            if (violations.length)
              return end(`axe found accessibility violations:\n${violations.join('\n')}`);
            if (audit?.result?.error) return end(`axe could not audit it: ${String(audit.result.error)}`);
            end(`it finished with status "${status}"`);
          },
          [events.PLAY_FUNCTION_THREW_EXCEPTION]: ({ message }: { message: string }) =>
            end(`its play function failed: ${message}`),
          [events.UNHANDLED_ERRORS_WHILE_PLAYING]: ([error]: { message: string }[]) =>
            end(`an error went unhandled while it played: ${error?.message}`),
          [events.STORY_THREW_EXCEPTION]: ({ message }: { message: string }) => end(`it threw: ${message}`),
          [events.STORY_ERRORED]: ({ title }: { title: string }) => end(`it errored: ${title}`),
          [events.STORY_MISSING]: () => end('it is not in the catalog'),
        };
        const timer = setTimeout(
          () => end(`it did not finish within ${finishMs / 1000} s (last phase: ${phase})`),
          finishMs,
        );
        function end(reason: string | null) {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel?.off(event, listener);
          resolve(reason);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        // Storybook does not render the story it shows again when selected again.
        if (remount) channel.emit(events.FORCE_REMOUNT, { storyId });
        else channel.emit(events.SET_CURRENT_STORY, { storyId, viewMode: 'story' });
      }),
    {
      storyId,
      remount: storyPage.shownStoryId === storyId,
      playWaitMs: PLAY_WAIT_MS,
      finishMs: STORY_FINISH_MS,
    },
  );
  storyPage.shownStoryId = storyId;
  if (failure) throw new Error(`The story ${storyId} failed: ${failure}`);
  // Storybook pauses animations when a story ends (it takes this harness for its test-runner: see
  // `storyPage`), so what was still animating out then (React Aria removes it at its exit animation's
  // end) would stay on screen for good.
  const leaving = await page.evaluate(() => document.querySelectorAll('[data-exiting]').length);
  if (leaving)
    throw new Error(
      `The story ${storyId} ended while ${leaving} element(s) were still leaving the screen ([data-exiting]): ` +
        'end its play once they have gone, e.g. when focus is back on the control that opened them.',
    );
}

interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the window that shows the story: its root and anything it portals to the body (a dialog,
 * a popover, a toast), with a small margin. The whole window when nothing shows.
 */
async function storyClip(page: Page): Promise<Clip> {
  return page.evaluate(() => {
    const margin = 8;
    const root = document.getElementById('storybook-root');
    const shown = [root, ...Array.from(document.body.children).filter((element) => element !== root)]
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .filter((element) => !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        // The root's content may overflow it (a wide table): its scroll size counts too.
        const width = Math.max(rect.width, element === root ? element.scrollWidth : 0);
        const height = Math.max(rect.height, element === root ? element.scrollHeight : 0);
        return { left: rect.left, top: rect.top, right: rect.left + width, bottom: rect.top + height };
      })
      // Visually hidden helpers (live regions) are 1 px: they are not part of the picture.
      .filter((box) => box.right - box.left > 1 && box.bottom - box.top > 1);
    if (shown.length === 0) return { x: 0, y: 0, width: innerWidth, height: innerHeight };
    const left = Math.max(0, Math.floor(Math.min(...shown.map((box) => box.left)) - margin));
    const top = Math.max(0, Math.floor(Math.min(...shown.map((box) => box.top)) - margin));
    const right = Math.min(innerWidth, Math.ceil(Math.max(...shown.map((box) => box.right)) + margin));
    const bottom = Math.min(innerHeight, Math.ceil(Math.max(...shown.map((box) => box.bottom)) + margin));
    return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  });
}

/**
 * Plays the story with axe in its catalog window and shoots it in its shot window, once it has
 * finished and every request has been answered: one pass when the two windows are the same (most
 * stories), else the story plays again in its catalog window after the shot (a key screen's once, on
 * its first width). Only the window is shot, what a person sees before scrolling: whole pages would
 * take some 60 MB of baselines.
 */
async function shoot(storyPage: StoryPage, shot: StoryShot): Promise<void> {
  const { page, network } = storyPage;
  const name = `${shot.file}.png`;
  const info = test.info();
  if (info.config.updateSnapshots === 'none' && !existsSync(info.snapshotPath(name, { kind: 'screenshot' })))
    throw new Error(`no baseline for ${shot.label} (${name}): run npm run test:visual -- --update`);

  await showCatalogFor(storyPage, shot.importPath);
  const windows = await windowsFor(page, shot.storyId);
  const shotWindow = shot.screenSize ?? windows.shot;
  const playsAgain =
    !sameSize(shotWindow, windows.catalog) && (!shot.screenSize || shot.screenSize === SCREEN_SIZES[0]);
  let shotFailure: unknown = null;
  try {
    await test.step(`plays, passes axe and looks as it did at ${sizeLabel(shotWindow)}`, async () => {
      await page.setViewportSize(shotWindow);
      await renderStory(storyPage, shot.storyId);
      await network.quiet(page);
      await page.evaluate(() => document.fonts.ready);
      // A key screen is the whole window; anything else is clipped to the story.
      await expect(page).toHaveScreenshot(name, shot.screenSize ? {} : { clip: await storyClip(page) });
    });
  } catch (error) {
    // Its play in the catalog's window still runs: one run shows every way the story fails.
    if (!playsAgain) throw error;
    shotFailure = error;
  }
  if (playsAgain) {
    await test.step(`plays and passes axe at ${sizeLabel(windows.catalog)}, the catalog's window`, async () => {
      await page.setViewportSize(windows.catalog);
      try {
        await renderStory(storyPage, shot.storyId);
      } catch (error) {
        if (!shotFailure) throw error;
        throw new Error(
          `At ${sizeLabel(shotWindow)}: ${messageOf(shotFailure)}\n\nAt ${sizeLabel(windows.catalog)}: ${messageOf(error)}`,
        );
      }
    });
  }
  if (shotFailure) throw shotFailure;
}

const sameSize = (one: Size, other: Size) => one.width === other.width && one.height === other.height;
const sizeLabel = ({ width, height }: Size) => `${width} × ${height}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const shotsByFile = new Map<string, StoryShot[]>();
for (const shot of storyShots())
  shotsByFile.set(shot.importPath, [...(shotsByFile.get(shot.importPath) ?? []), shot]);
for (const [importPath, shots] of shotsByFile) {
  test.describe(importPath, () => {
    // One worker runs the file's stories in order, in one page (`storyPage`).
    test.describe.configure({ mode: 'default' });
    for (const shot of shots)
      test(`${shot.label} plays, passes axe and looks as it did`, async ({ storyPage }) => {
        await shoot(storyPage, shot);
      });
  });
}

test('every baseline belongs to a story of the catalog', () => {
  // An update removes them (pruneBaselines.ts) once its shots are taken.
  test.skip(process.env.VISUAL_UPDATE === '1', 'an update removes stale baselines itself');
  const shots = new Set(storyShots().map((shot) => `${shot.file}.png`));
  const orphans = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !shots.has(file));
  expect(
    orphans,
    'baselines whose story the catalog does not list: renamed, deleted, or not indexed (Storybook indexes ' +
      'an export only when it calls meta.story itself). If the story is gone, npm run test:visual -- --update removes them.',
  ).toEqual([]);
});
