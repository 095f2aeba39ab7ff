import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH, TEST_WORKERS } from './scripts/chromium.mjs';

// Fixed, unusual ports, so a test never talks to another server on the machine.
// E2E_PORT_OFFSET and E2E_MOCK_DIST / E2E_PROD_DIST let several checkouts or people run journeys side by side.
// A run uses four ports within 5 of each other, so offsets go in tens: two runs never share one.
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(portOffset / 10))
  throw new Error(`E2E_PORT_OFFSET must be a multiple of 10 (got ${process.env.E2E_PORT_OFFSET})`);
export const e2ePorts = {
  mockBuild: 4317 + portOffset, // build:e2e (fake backend in the browser)
  production: 4319 + portOffset, // production build, /api proxied to mock:server over real HTTP
  deploy: 4321 + portOffset, // the deploy journey's own host (deploy.production-http.spec.ts)
  mockServer: 4012 + portOffset,
};
const { mockBuild: mockBuildPort, production: productionPort, mockServer: mockServerPort } = e2ePorts;
export const mockBuildUrl = `http://127.0.0.1:${mockBuildPort}`;
export const mockDist = process.env.E2E_MOCK_DIST ?? 'dist-e2e';
export const productionDist = process.env.E2E_PROD_DIST ?? 'dist';

const launchOptions = {
  executablePath: TEST_CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: 'tests/e2e',
  // A run empties its output folder when it starts: side-by-side runs each keep their own.
  outputDir: portOffset ? `.tmp/test-results-${portOffset}` : 'test-results',
  fullyParallel: false,
  // Each journey in its own context.
  workers: TEST_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: mockBuildUrl,
    // Recording a trace for every journey costs much of the run's CPU (docs/performance.md), so
    // `npm test` and CI record one only on the retry of a failure (E2E_TRACE).
    trace: process.env.E2E_TRACE === 'on-first-retry' ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Each journey runs on one project only: a journey tagged @phone is about the phone layout, and the
  // production-http files about the production build and its host, so a second run adds nothing.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      grepInvert: /@phone/,
      testIgnore: /production-http/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@phone/,
      testIgnore: /production-http/,
    },
    {
      name: 'production-http',
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${productionPort}` },
      testMatch: /production-http/,
    },
  ],
  webServer: [
    {
      // The demo build with the fake backend in the browser, answering without the demo's latency
      // (npm run build:e2e produces dist-e2e/; .env.e2e).
      command: `npx vite preview --outDir ${mockDist} --port ${mockBuildPort} --strictPort --host 127.0.0.1`,
      // Uncompressed (scripts/vite/previewAsDeployed.ts): what the host compresses is checked against
      // nginx, in security-headers.production-http.spec.ts.
      env: { PREVIEW_UNCOMPRESSED: '1' },
      url: mockBuildUrl,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx mocks/server.ts',
      env: { MOCK_PORT: String(mockServerPort) },
      url: `http://127.0.0.1:${mockServerPort}/__mock/emails`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build (npm run build produces dist/) served by Debian's nginx with
      // deploy/nginx.conf, as a real host serves it; /api and /__mock go to the fake backend over HTTP.
      command: `node scripts/serve-nginx.mjs --port ${productionPort} --root ${productionDist} --api 127.0.0.1:${mockServerPort}`,
      url: `http://127.0.0.1:${productionPort}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
