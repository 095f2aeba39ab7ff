import { formatExactTime, formatRelativeTime } from '../lib/format';
import './adminParts.css';

/** A moment both ways: how long ago (to scan) and the exact local time (to compare). */
export function DateTime({ iso }: { iso: string | null }) {
  if (!iso) return <span className="admin-datetime">Never</span>;
  return (
    <time className="admin-datetime" dateTime={iso}>
      <span>{formatRelativeTime(iso)}</span>
      <span className="admin-datetime__exact">{formatExactTime(iso)}</span>
    </time>
  );
}
