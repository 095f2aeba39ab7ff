import { availableParallelism } from 'node:os';

// Debian's Chromium as every tool here launches it (Playwright journeys, Storybook's test-runner, Lighthouse):
// Playwright cannot download its own browsers on these machines, and the flags keep a headless run quiet and
// offline (no sandbox in containers, no GPU, no background updates or sync).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The browser the tests drive (journeys, stories and visual baselines): Debian's headless shell (package
// chromium-headless-shell), the same Blink and V8 without the full browser's layers, at about a third less
// CPU per journey (docs/performance.md, "Log"). The benches and Lighthouse launch /usr/bin/chromium, the
// browser people use. CHROMIUM_PATH chooses another binary.
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

// How many browsers the journeys and the visual step drive at once: one more than cores, as a journey or
// a story waits now and then (timers, the fake backend's latency, polling) and the extra one fills those
// waits (docs/performance.md, "Log").
export const TEST_WORKERS = availableParallelism() + 1;

// Lighthouse's slow phone network (its mobile profile, devtools throttling), for
// Network.emulateNetworkConditions: the benches' profile, and the journeys that need a download to take time.
export const SLOW_PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
