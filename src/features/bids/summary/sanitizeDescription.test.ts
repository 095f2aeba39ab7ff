import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitizeDescription';

describe('sanitizeDescription', () => {
  it.each([
    {
      rule: 'keeps paragraphs, lists and emphasis',
      source: '<p>Scope <strong>includes</strong>:</p><ul><li>Paving</li></ul>',
      clean: '<p>Scope <strong>includes</strong>:</p><ul><li>Paving</li></ul>',
    },
    {
      rule: 'drops scripts and event handlers',
      source: '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      clean: '<p>Hi</p>',
    },
    {
      rule: 'removes javascript: links but keeps the text',
      source: '<a href="javascript:alert(1)">Click</a>',
      clean: '<a>Click</a>',
    },
    {
      rule: 'keeps only http(s) links: mailto, data, relative paths into the app and the like become text',
      source:
        '<a href="mailto:x@evil.test?body=hi">Mail</a><a href="/logout">Out</a><a href="data:text/html,x">D</a><a href="ftp://x.test">F</a>',
      clean: '<a>Mail</a><a>Out</a><a>D</a><a>F</a>',
    },
    {
      rule: 'opens real links in a new tab without an opener',
      source: '<a href="https://example.gov/rfp.pdf">RFP</a>',
      clean:
        '<a href="https://example.gov/rfp.pdf" target="_blank" rel="noopener noreferrer nofollow">RFP</a>',
    },
    {
      rule: 'drops styles and iframes',
      source: '<style>body{}</style><iframe src="https://evil.test"></iframe><p style="color:red">x</p>',
      clean: '<p>x</p>',
    },
  ])('$rule', ({ source, clean }) => {
    expect(sanitizeDescription(source)).toBe(clean);
  });
});

describe("the description's link rule", () => {
  it('stays with descriptions: other sanitising keeps its own links', async () => {
    sanitizeDescription('<a href="https://agency.example/bid">Bid</a>');
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.sanitize('<a href="/help">Help</a>')).toBe('<a href="/help">Help</a>');
  });
});
