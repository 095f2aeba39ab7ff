import { CalendarIcon } from '@/components/icons';
import type { NextKeyDate } from '../api/briefTypes';
import { mandatoryMeetingBadgeText } from '../lib/nextKeyDate';
import './MeetingBadge.css';

/**
 * "Mandatory pre-bid meeting in 3 days": missing one disqualifies a bid, so the results say so a week
 * ahead. No hooks: every result row renders one.
 */
export function MeetingBadge({ next, now }: { next: NextKeyDate | null | undefined; now?: Date }) {
  const text = mandatoryMeetingBadgeText(next, now);
  if (!text) return null;
  return (
    <span className="bl-meeting-badge">
      <CalendarIcon size={14} className="bl-meeting-badge__icon" />
      {text}
    </span>
  );
}
