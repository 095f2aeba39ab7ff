import { type ReactNode } from 'react';
import { Link } from '@/components/Link';
import { optionalPart } from '@/lib/optionalPart';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { lazyExport } from '@/lib/lazyExport';
import { useHasShown } from '@/lib/useHasShown';
import { adminSectionHref } from '@/lib/routes';
import { type AdminStats, useAdminStats } from '../api/adminAccess';
import { AdminLoadError } from '../components/AdminLoadError';
import { AdminScreen } from '../components/AdminScreen';
import { formatCount } from '../lib/format';
import { dayLabel } from './bidsPerDay';
import './OverviewScreen.css';

function Figure({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="admin-figure">
      <dt className="admin-figure__label">{label}</dt>
      <dd className="admin-figure__value">{value}</dd>
      {children && <dd className="admin-figure__detail">{children}</dd>}
    </div>
  );
}

function Figures({ stats }: { stats: AdminStats }) {
  const runs = stats.runs_last_24h;
  const paid = stats.active_subscriptions.reduce((sum, plan) => sum + plan.count, 0);
  return (
    <dl className="admin-figures">
      <Figure label="Scrapers failing now" value={formatCount(stats.scrapers_failing)}>
        {`of ${formatCount(stats.scrapers_total)} active. `}
        <Link href={`${adminSectionHref('scrapers')}?status=failed`} variant="inline">
          See failing scrapers
        </Link>
      </Figure>
      <Figure
        label="Runs in the last 24 hours"
        value={formatCount(runs.success + runs.failed + runs.running)}
      >
        {`${formatCount(runs.success)} succeeded, ${formatCount(runs.failed)} failed, ${formatCount(runs.running)} running`}
      </Figure>
      <Figure label="Bids created in the last 7 days" value={formatCount(stats.bids_created_last_7_days)} />
      <Figure label="Active paid subscriptions" value={formatCount(paid)}>
        {stats.active_subscriptions.map((plan) => `${plan.plan_name} ${formatCount(plan.count)}`).join(', ')}
      </Figure>
      <Figure label="New signups this week" value={formatCount(stats.new_signups_last_7_days)} />
    </dl>
  );
}

function BidsPerDayTable({ days }: { days: AdminStats['bids_created_per_day'] }) {
  return (
    <details className="admin-chart-data">
      <summary>Show the numbers as a table</summary>
      <table className="admin-chart-data__table">
        <caption className="visually-hidden">Bids created per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Bids created</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <time dateTime={day.date}>{dayLabel(day.date)}</time>
              </th>
              <td>{formatCount(day.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const chartFallback = <Skeleton shape="block" height="16rem" />;

// chart.js comes with this chunk only, after the figures have painted. Optional: the table below
// carries the same figures, so a chart that did not load leaves nothing in its place.
const BidsPerDayChart = optionalPart(
  lazyExport(() => import('./BidsPerDayChart'), 'default'),
  chartFallback,
);

/** The chart's code loads when its place shows: below the figures on a phone, often never seen. */
function BidsPerDayChartWhenShown({ days }: { days: AdminStats['bids_created_per_day'] }) {
  const [placeRef, hasShown] = useHasShown<HTMLDivElement>();
  return hasShown ? <BidsPerDayChart days={days} /> : <div ref={placeRef}>{chartFallback}</div>;
}

/**
 * Overview (docs/product/screens.md#administration-console): the figures an operations team checks first, and
 * bids created per day.
 */
export function OverviewScreen() {
  const stats = useAdminStats();
  return (
    <AdminScreen
      titleId="admin-overview-title"
      title="Overview"
      lead={
        stats.data &&
        `As of ${new Date(stats.data.generated_at).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}`
      }
    >
      {stats.isError ? (
        <AdminLoadError query={stats} what="the overview" />
      ) : stats.isPending ? (
        <SkeletonGroup label="Loading the overview">
          <div className="admin-figures">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} shape="block" height="6rem" />
            ))}
          </div>
          {chartFallback}
        </SkeletonGroup>
      ) : (
        <>
          <Figures stats={stats.data} />
          <section className="admin-panel" aria-labelledby="admin-bids-per-day-title">
            <h2 id="admin-bids-per-day-title" className="admin-panel__title">
              Bids created per day, last 30 days
            </h2>
            <BidsPerDayChartWhenShown days={stats.data.bids_created_per_day} />
            <BidsPerDayTable days={stats.data.bids_created_per_day} />
          </section>
        </>
      )}
    </AdminScreen>
  );
}
