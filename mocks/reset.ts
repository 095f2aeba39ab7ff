import { reseedOnNextUse } from './persistence/snapshot';
import { resetScenario } from './scenario';

/**
 * The fake backend as a fresh page finds it: the seed (made again on first use) and the default
 * scenario. The catalog calls it before every story, so no story sees what the one before it changed.
 */
export function resetFakeBackend(): void {
  reseedOnNextUse();
  resetScenario();
}
