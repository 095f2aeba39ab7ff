import './UpdatedBadge.css';

/** A followed bid changed since the user last opened it (issue 15); the word carries the meaning, not the colour. */
export function UpdatedBadge() {
  return <span className="bl-updated-badge">Updated</span>;
}
