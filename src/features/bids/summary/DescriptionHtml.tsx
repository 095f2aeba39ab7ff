import { sanitizeDescription } from './sanitizeDescription';

/** A bid's description from its source, sanitized: scripts, event handlers and unsafe URLs never reach the DOM. */
export function DescriptionHtml({ html }: { html: string }) {
  return (
    <div
      className="bid-summary__description"
      dangerouslySetInnerHTML={{ __html: sanitizeDescription(html) }}
    />
  );
}
