import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeMailtoHref, safeTelHref } from './safeUrl';

describe('safeHttpUrl', () => {
  it('keeps absolute http and https addresses', () => {
    expect(safeHttpUrl('https://purchasing.example.gov/bids/26-0142')).toBe(
      'https://purchasing.example.gov/bids/26-0142',
    );
    expect(safeHttpUrl('  HTTP://example.gov/a b ')).toBe('http://example.gov/a%20b');
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/logout',
    '//evil.example/path',
    'https:evil.example',
    'https:\\\\evil.example',
    'http://',
    '',
    null,
    undefined,
  ])('refuses %j, so it renders as text', (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
  });
});

describe('safeMailtoHref and safeTelHref', () => {
  it('link plain addresses and phone digits', () => {
    expect(safeMailtoHref(' buyer@city.gov ')).toBe('mailto:buyer@city.gov');
    expect(safeTelHref('+1 (512) 555-0142')).toBe('tel:+15125550142');
  });

  it('refuse addresses that would add headers or a body, and phones without digits', () => {
    expect(safeMailtoHref('buyer@city.gov?bcc=all@city.gov')).toBeUndefined();
    expect(safeMailtoHref('javascript:alert(1)//@x.gov')).toBeUndefined();
    expect(safeMailtoHref('not an email')).toBeUndefined();
    expect(safeTelHref('call the office')).toBeUndefined();
  });
});
