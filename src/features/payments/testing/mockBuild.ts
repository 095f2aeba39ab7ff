import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs the tests of this file as the mock build does: the fake backend's `pk_mock_` keys select its
 * local card gateway (a production build refuses them; see gateway/loadGateway.test.ts).
 */
export function asMockBuild(): void {
  beforeEach(() => vi.stubEnv('VITE_USE_MOCKS', 'true'));
  afterEach(() => vi.unstubAllEnvs());
}
