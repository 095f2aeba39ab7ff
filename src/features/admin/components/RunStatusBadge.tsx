import { AlertIcon, CheckCircleIcon } from '@/components/icons';
import type { ScraperRunStatus } from '../api/adminApi';
import './adminParts.css';

export const RUN_STATUS_LABELS: Readonly<Record<ScraperRunStatus, string>> = {
  success: 'Success',
  failed: 'Failed',
  running: 'Running',
};

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
