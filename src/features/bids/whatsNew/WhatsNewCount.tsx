import { useWhatsNew, whatsNewCount } from '../api/alertDigest';
import './NewCount.css';

/**
 * The Dashboard tab's count of what is new since the last visit. Loaded after the tab bar (never by the
 * public pages' header, docs/performance.md) and only for plans with alerts.
 */
export function WhatsNewCount() {
  const { digest } = useWhatsNew();
  const count = digest.data ? whatsNewCount(digest.data) : 0;
  if (count === 0) return null;
  return (
    <span className="bl-new-count bids-top-bar__count">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> new</span>
    </span>
  );
}
