import { describe, expect, it } from 'vitest';
import { receiptDocument } from './receiptDocument';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the page shown for an HTML receipt', () => {
  it('keeps what a receipt is read for: headings, text, tables', () => {
    const page = parse(
      receiptDocument(
        '<h1>BidLantern receipt</h1><table><tr><th scope="row">Amount paid</th><td>$49.00 USD</td></tr></table>',
      ),
    );
    expect(page.querySelector('h1')?.textContent).toBe('BidLantern receipt');
    expect(page.querySelector('th[scope="row"]')?.textContent).toBe('Amount paid');
    expect(page.querySelector('td')?.textContent).toBe('$49.00 USD');
  });

  it('drops forms, inputs, styles, remote images and scripts', () => {
    const page = parse(
      receiptDocument(
        '<style>body{background:url(https://track.example/p)}</style><p style="color:red">Paid</p>' +
          '<form action="https://evil.example/"><input name="password" type="password"><button>Confirm</button></form>' +
          '<img src="https://track.example/pixel.gif" alt="pixel"><script>alert(1)</script>' +
          '<link rel="stylesheet" href="https://evil.example/app.css">',
      ),
    );
    expect(page.querySelector('body style, form, input, button, script, link, [style]')).toBeNull();
    expect(page.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(page.body.textContent).toContain('Paid');
  });

  it('keeps inline images and turns links into off-site links', () => {
    const page = parse(
      receiptDocument(
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Paid stamp">' +
          '<a href="https://help.example/billing">Billing help</a><a href="/logout">Sign out</a>',
      ),
    );
    expect(page.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;/);
    const [help, signOut] = page.querySelectorAll('a');
    expect(help?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(help?.getAttribute('target')).toBe('_blank');
    expect(signOut?.hasAttribute('href')).toBe(false);
  });

  it('loads nothing of its own: its policy allows only inline images', () => {
    const policy = parse(receiptDocument('<p>Paid</p>'))
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'none'");
  });
});
