import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitizeDescription';

describe('sanitizeDescription', () => {
  it('keeps paragraphs, lists and emphasis', () => {
    expect(sanitizeDescription('<p>Scope <strong>includes</strong>:</p><ul><li>Paving</li></ul>')).toBe(
      '<p>Scope <strong>includes</strong>:</p><ul><li>Paving</li></ul>',
    );
  });

  it('drops scripts and event handlers', () => {
    const clean = sanitizeDescription(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes javascript: links but keeps the text', () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">Click</a>')).toBe('<a>Click</a>');
  });

  it('keeps only http(s) links: mailto, data, relative paths into the app and the like become text', () => {
    expect(
      sanitizeDescription(
        '<a href="mailto:x@evil.test?body=hi">Mail</a><a href="/logout">Out</a><a href="data:text/html,x">D</a><a href="ftp://x.test">F</a>',
      ),
    ).toBe('<a>Mail</a><a>Out</a><a>D</a><a>F</a>');
  });

  it('opens real links in a new tab without an opener', () => {
    expect(sanitizeDescription('<a href="https://example.gov/rfp.pdf">RFP</a>')).toBe(
      '<a href="https://example.gov/rfp.pdf" target="_blank" rel="noopener noreferrer nofollow">RFP</a>',
    );
  });

  it('drops styles and iframes', () => {
    expect(
      sanitizeDescription(
        '<style>body{}</style><iframe src="https://evil.test"></iframe><p style="color:red">x</p>',
      ),
    ).toBe('<p>x</p>');
  });
});

describe("the description's link rule", () => {
  it('stays with descriptions: other sanitising keeps its own links', async () => {
    sanitizeDescription('<a href="https://agency.example/bid">Bid</a>');
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.sanitize('<a href="/help">Help</a>')).toBe('<a href="/help">Help</a>');
  });
});
