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
