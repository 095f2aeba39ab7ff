import { Dialog, Modal } from '@/components/Dialog';
import type { ScraperLog } from '../api/adminApi';
import { DateTime } from '../components/DateTime';
import { RunStatusBadge } from '../components/RunStatusBadge';
import { formatCount, formatDuration } from '../lib/format';

interface LogMessageDialogProps {
  log: ScraperLog | null;
  onClose: () => void;
}

/** One run in full: its whole message (the table cuts it short) and its numbers. */
export function LogMessageDialog({ log, onClose }: LogMessageDialogProps) {
  return (
    <Modal isOpen={log !== null} onOpenChange={(isOpen) => !isOpen && onClose()} size="md">
      {log && (
        <Dialog title={`${log.scraper_name}: run #${log.id}`}>
          <dl className="admin-log-details">
            <dt>Status</dt>
            <dd>
              <RunStatusBadge status={log.status} />
            </dd>
            <dt>Started</dt>
            <dd>
              <DateTime iso={log.started_at} />
            </dd>
            <dt>Finished</dt>
            <dd>{log.finished_at ? <DateTime iso={log.finished_at} /> : 'Still running'}</dd>
            <dt>Duration</dt>
            <dd>{formatDuration(log.started_at, log.finished_at) ?? 'Still running'}</dd>
            <dt>Bids found</dt>
            <dd>{formatCount(log.bids_found)}</dd>
            <dt>Bids created</dt>
            <dd>{formatCount(log.bids_created)}</dd>
          </dl>
          <h3 className="admin-log-details__heading">Message</h3>
          <p className="admin-log-details__message">{log.message}</p>
        </Dialog>
      )}
    </Modal>
  );
}
