// First, before any schema is built: see zodWithoutEval.ts.
import './zodWithoutEval';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { pageFilesPassThrough } from './http/pageFiles';
import { onStateChange } from './persistence/changes';
import { loadSnapshot, saveSnapshot } from './persistence/indexeddb';
import { resetMockDb, restoreSnapshot, takeSnapshot } from './persistence/snapshot';
import { setScenarioDefaults } from './scenario';

/**
 * Every answer takes this long in the browser, so the demo feels like a real server. A build may set
 * VITE_MOCK_LATENCY_MS: the journeys' build (`npm run build:e2e`, `.env.e2e`) answers at once.
 */
const DEMO_LATENCY_MS = 250;

function defaultLatencyMs(): number {
  const configured = Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? DEMO_LATENCY_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : DEMO_LATENCY_MS;
}

/** A snapshot seeded more than a week ago is dropped, so bid dates stay around today. */
const MAX_SNAPSHOT_AGE_DAYS = 7;

function isFresh(anchorDay: string): boolean {
  return Date.now() - Date.parse(`${anchorDay}T00:00:00Z`) < MAX_SNAPSHOT_AGE_DAYS * 86_400_000;
}

async function restoreOrSeed(): Promise<void> {
  try {
    const snapshot = await loadSnapshot();
    if (snapshot && isFresh(snapshot.anchorDay)) {
      restoreSnapshot(snapshot);
      return;
    }
  } catch (error) {
    console.warn('[mock] Could not restore the saved fake-backend state; starting from the seed.', error);
  }
  resetMockDb();
}

/** Saves after every mutation, one write at a time so a later state never lands before an earlier one. */
function persistChanges(): void {
  let lastWrite: Promise<unknown> = Promise.resolve();
  onStateChange(() => {
    lastWrite = lastWrite
      .then(() => saveSnapshot(takeSnapshot()))
      .catch((error: unknown) => console.warn('[mock] Could not save the fake-backend state.', error));
    return lastWrite;
  });
}

/** Restores the saved state (IndexedDB), then starts MSW's service worker. Call before rendering. */
export async function startMockWorker(): Promise<void> {
  setScenarioDefaults({ latencyMs: defaultLatencyMs() });
  await restoreOrSeed();
  persistChanges();
  const worker = setupWorker(pageFilesPassThrough, ...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
