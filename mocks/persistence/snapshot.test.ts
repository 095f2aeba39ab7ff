// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type * as seedModule from '../seed';
import { seedBids } from '../seed';
import { amendBid } from '../store/amendments';
import { bidCount, getBid } from '../store/bids';
import { resetMockDb, restoreSnapshot, takeSnapshot } from './snapshot';

vi.mock('../seed', async (importOriginal) => {
  const seed = await importOriginal<typeof seedModule>();
  return { ...seed, seedBids: vi.fn(seed.seedBids) };
});

describe('restoring a snapshot', () => {
  it('makes the seeded bids when a bid is first asked for, then applies the saved amendments', () => {
    resetMockDb();
    // Three amendments: a closing date, an addendum and a scope edit.
    for (let turn = 0; turn < 3; turn++) amendBid(7);
    const amended = structuredClone(getBid(7));
    const snapshot = takeSnapshot();
    vi.mocked(seedBids).mockClear();

    restoreSnapshot(snapshot);
    expect(seedBids).not.toHaveBeenCalled();

    expect(getBid(7)).toEqual(amended);
    expect(bidCount()).toBe(snapshot.bidCount);
    expect(seedBids).toHaveBeenCalledTimes(1);
  });
});
