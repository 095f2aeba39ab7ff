import type { Scraper } from '../api/adminApi';
import { formatExactTime } from '../lib/format';
import { RUN_STATUS_LABELS } from './RunStatusBadge';
import './adminParts.css';

type RecentRuns = Scraper['recent_runs'];

/** "Last 14 runs: 12 succeeded, 2 failed" – what the strip shows, for screen readers. */
export function describeRuns(runs: RecentRuns): string {
  if (runs.length === 0) return 'No runs yet';
  const count = (status: string) => runs.filter((run) => run.status === status).length;
  const parts = [`${count('success')} succeeded`, `${count('failed')} failed`];
  if (count('running') > 0) parts.push(`${count('running')} running`);
  return `Last ${runs.length} runs: ${parts.join(', ')}`;
}

/**
 * A scraper's recent runs, oldest to newest, as small bars: green and short for a success, red and
 * full height for a failure, amber for a run in progress (height tells them apart without colour).
 */
export function RunStrip({ runs }: { runs: RecentRuns }) {
  return (
    <span className="admin-strip" role="img" aria-label={describeRuns(runs)}>
      {runs.map((run) => (
        <span
          key={run.id}
          className={`admin-strip__run admin-strip__run--${run.status}`}
          title={`${RUN_STATUS_LABELS[run.status]}, ${formatExactTime(run.started_at)}`}
        />
      ))}
    </span>
  );
}
