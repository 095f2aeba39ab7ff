import { useId, useState } from 'react';

export interface EmailViewerProps {
  subject: string;
  /** The HTML part: a whole document. */
  html: string;
  /** The plain-text part. */
  text: string;
}

/**
 * A srcdoc frame inherits the page's Content-Security-Policy, which refuses style="" attributes (and
 * would report each one). Styles set through the CSSOM are allowed: the attributes travel under another
 * name and are applied that way once the frame has loaded. Links open the app in this tab: the email's
 * own links carry no target, so a <base> gives them one. The sandbox has no allow-scripts, so nothing
 * in an email runs; allow-same-origin only lets this page reach in to apply the styles.
 */
const STYLE_ATTRIBUTE = /(<[a-z][^>]*?\s)style="/gi;
const CARRIED_STYLE = 'data-email-style';

function framedDocument(html: string): string {
  return html
    .replace(STYLE_ATTRIBUTE, `$1${CARRIED_STYLE}="`)
    .replace(/<head>/i, '<head><base target="_top">');
}

function applyInlineStyles(frame: HTMLIFrameElement): void {
  const document = frame.contentDocument;
  if (!document) return;
  for (const element of document.querySelectorAll<HTMLElement>(`[${CARRIED_STYLE}]`))
    element.style.cssText = element.getAttribute(CARRIED_STYLE) ?? '';
}

/** One email of the mailbox: its HTML part in a sandboxed frame, or its plain-text part. */
export function EmailViewer({ subject, html, text }: EmailViewerProps) {
  const [part, setPart] = useState<'html' | 'text'>('html');
  const groupId = useId();
  return (
    <div className="bl-devpanel__email">
      <div role="group" aria-labelledby={groupId} className="bl-devpanel__parts">
        <span id={groupId}>Show</span>
        <button type="button" aria-pressed={part === 'html'} onClick={() => setPart('html')}>
          HTML part
        </button>
        <button type="button" aria-pressed={part === 'text'} onClick={() => setPart('text')}>
          Plain-text part
        </button>
      </div>
      {part === 'html' ? (
        <iframe
          className="bl-devpanel__frame"
          title={`Email: ${subject}`}
          sandbox="allow-same-origin allow-top-navigation-by-user-activation"
          srcDoc={framedDocument(html)}
          onLoad={(event) => applyInlineStyles(event.currentTarget)}
        />
      ) : (
        <pre className="bl-devpanel__text">{text}</pre>
      )}
    </div>
  );
}
