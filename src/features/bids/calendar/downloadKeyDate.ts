import { downloadFile } from '@/lib/download';
import type { Bid, KeyDate } from '../api/bidSummary';
import { buildKeyDateIcs } from './buildIcs';

/** One key date of a bid's brief as an .ics download, named by the bid and the date ("BL-26-004213-pre-bid-meeting.ics"). */
export function downloadKeyDate(bid: Bid, keyDate: KeyDate): void {
  const ics = buildKeyDateIcs(bid, keyDate, window.location.origin);
  if (ics === null) return;
  downloadFile(ics, `${bid.bid_id}-${keyDate.kind.replace(/_/g, '-')}.ics`, 'text/calendar;charset=utf-8');
}
