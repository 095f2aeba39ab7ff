import { AlertIcon, CheckCircleIcon } from '@/components/icons';
import { RUN_STATUSES, type ScraperRunStatus } from '../api/adminApi';
import './adminParts.css';

export const RUN_STATUS_LABELS: Readonly<Record<ScraperRunStatus, string>> = {
  success: 'Success',
  failed: 'Failed',
  running: 'Running',
};

/** Every run status as a filter option (the Logs and Scrapers status filters), in the contract's order. */
export const RUN_STATUS_OPTIONS = Object.values(RUN_STATUSES).map((status) => ({
  id: status,
  label: RUN_STATUS_LABELS[status],
}));

/** A run's status in words with an icon, so the meaning never rests on colour alone. */
export function RunStatusBadge({ status }: { status: ScraperRunStatus | null }) {
  if (!status) return <span className="admin-status admin-status--none">Never run</span>;
  return (
    <span className={`admin-status admin-status--${status}`}>
      {status === 'success' && <CheckCircleIcon size={16} aria-hidden="true" />}
      {status === 'failed' && <AlertIcon size={16} aria-hidden="true" />}
      {status === 'running' && <span className="admin-status__pulse" aria-hidden="true" />}
      {RUN_STATUS_LABELS[status]}
    </span>
  );
}
