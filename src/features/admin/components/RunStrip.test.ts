import { describe, expect, it } from 'vitest';
import { describeRuns } from './RunStrip';

describe('the recent-runs strip, in words', () => {
  it('counts successes and failures, and runs in progress when there are any', () => {
    const run = (id: number, status: 'success' | 'failed' | 'running') => ({
      id,
      status,
      started_at: '2026-03-05T00:05:00Z',
    });
    expect(describeRuns([run(1, 'success'), run(2, 'failed')])).toBe('Last 2 runs: 1 succeeded, 1 failed');
    expect(describeRuns([run(1, 'success'), run(2, 'running')])).toBe(
      'Last 2 runs: 1 succeeded, 0 failed, 1 running',
    );
    expect(describeRuns([])).toBe('No runs yet');
  });
});
