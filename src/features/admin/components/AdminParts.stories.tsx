import { expect } from 'storybook/test';
import { DateTime } from './DateTime';
import { NO_ACCESS_TITLE, NoAccess } from './NoAccess';
import { RunStatusBadge } from './RunStatusBadge';
import { RunStrip } from './RunStrip';
import preview from '#.storybook/preview';

const HOUR_MS = 3_600_000;
const now = Date.now();
const runs = ['success', 'success', 'failed', 'success', 'failed', 'failed', 'running'] as const;

/** The console's small parts: run status, the recent-runs strip, a moment both ways, no access. */
function AdminParts() {
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <RunStatusBadge status="success" />
        <RunStatusBadge status="failed" />
        <RunStatusBadge status="running" />
        <RunStatusBadge status={null} />
      </div>
      <RunStrip
        runs={runs.map((status, index) => ({
          id: index + 1,
          status,
          started_at: new Date(now - (runs.length - index) * 24 * HOUR_MS).toISOString(),
        }))}
      />
      <DateTime iso={new Date(now - 3 * HOUR_MS).toISOString()} />
      <NoAccess headingLevel={2} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Features/Admin/Parts',
  component: AdminParts,
});

export const Parts = meta.story({
  play: async ({ canvas }) => {
    for (const label of ['Success', 'Failed', 'Running', 'Never run'])
      await expect(canvas.getByText(label)).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Last 7 runs: 3 succeeded, 3 failed, 1 running' }),
    ).toBeVisible();
    await expect(canvas.getByText('3 hours ago')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: NO_ACCESS_TITLE })).toBeVisible();
  },
});
