import { afterAll, beforeAll, beforeEach } from 'vitest';
import { resetMockDb, resetScenario, server } from '@mocks/node';

/**
 * The fake backend (`@mocks/node`) for one integration test file: msw's node server listens while the
 * file runs (an unhandled request fails the test), and every test starts on a fresh seed with the
 * default scenario.
 */
export function serveFakeBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockDb();
    resetScenario();
  });
  afterAll(() => server.close());
}
