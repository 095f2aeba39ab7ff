import '@/components/Pill.css';
import './UpdatedBadge.css';

/**
 * A followed bid changed since the user last opened it (its amendments); the word carries the meaning, not
 * the colour.
 */
export function UpdatedBadge() {
  return <span className="bl-pill bl-updated-badge">Updated</span>;
}
