// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { ensureSeeded, resetMockDb, takeSnapshot } from './persistence/snapshot';
import { resetFakeBackend } from './reset';
import { getScenario, updateScenario } from './scenario';

describe('resetFakeBackend', () => {
  it('brings back the default scenario at once and the seed when next used', () => {
    resetMockDb();
    const seed = takeSnapshot();
    db.user.deleteMany({ where: { is_admin: { equals: true } } });
    updateScenario({ failureRate: 1, declineNextPayment: true });

    resetFakeBackend();
    expect(getScenario()).toMatchObject({ failureRate: 0, declineNextPayment: false });
    expect(db.user.count()).toBeLessThan(seed.tables.user?.length ?? 0);
    ensureSeeded();
    expect(takeSnapshot()).toEqual(seed);
  });
});
