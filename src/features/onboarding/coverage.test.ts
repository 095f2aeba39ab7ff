import { describe, expect, it } from 'vitest';
import { TEST_STATES } from './api/testHandlers';
import { coverageWithHomeState } from './coverage';

const OHIO = 36;
const TEXAS = 44;
const FLORIDA = 10;

describe('coverageWithHomeState', () => {
  it('chooses the home state while no state is chosen', () => {
    expect(coverageWithHomeState(TEST_STATES, { region: null, states: [] }, null, TEXAS)).toEqual({
      region: 'South',
      states: [TEXAS],
    });
  });

  it('follows a changed home state while the coverage is still the one chosen for the user', () => {
    expect(coverageWithHomeState(TEST_STATES, { region: 'South', states: [TEXAS] }, TEXAS, OHIO)).toEqual({
      region: 'Midwest',
      states: [OHIO],
    });
  });

  it('keeps the states the user chose', () => {
    const chosen = { region: 'South' as const, states: [TEXAS, FLORIDA] };
    expect(coverageWithHomeState(TEST_STATES, chosen, TEXAS, OHIO)).toEqual(chosen);
    expect(coverageWithHomeState(TEST_STATES, { region: 'South', states: [FLORIDA] }, TEXAS, OHIO)).toEqual({
      region: 'South',
      states: [FLORIDA],
    });
  });
});
