// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineContent,
  nginxHeaders,
  RUNTIME_STYLES,
} from '../../scripts/contentSecurityPolicy';

const PAGE = `<!doctype html><html><head><style>body{color:red}</style></head><body>
<div id="root" style="display: none">x</div><script>window.ready = true;</script>
<script type="module" src="/assets/index.js"></script></body></html>`;

describe('the build Content-Security-Policy', () => {
  it('allows the inline script, styles and style attributes of the pages by hash, never unsafe-inline', () => {
    const policy = contentSecurityPolicy(inlineContent([PAGE]), { apiBaseUrl: '/api', useMocks: false });

    // sha256 of the exact texts, as a browser computes them.
    expect(policy).toContain("'sha256-asm8aAmFS8uQhg2Eqy2o33b0pmZM8bVE6479NcKZ0mk='"); // window.ready = true;
    expect(policy).toMatch(/style-src 'self'( 'sha256-[^']+')+;/);
    expect(policy).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-[^']+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("worker-src 'none'");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
  });

  it("adds an absolute API origin to connect-src and lets a mock build register the fake backend's worker", () => {
    const policy = contentSecurityPolicy(inlineContent([PAGE]), {
      apiBaseUrl: 'https://api.bidlantern.example/api',
      useMocks: true,
    });
    expect(policy).toContain("connect-src 'self' https://api.bidlantern.example https://api.stripe.com");
    expect(policy).toContain("worker-src 'self'");
  });

  it('hashes the styles React Aria inserts at run time, exactly as the installed version writes them', async () => {
    const sources = await Promise.all(
      ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'].map((file) =>
        readFile(`node_modules/react-aria/dist/private/${file}`, 'utf8'),
      ),
    );
    // usePress writes its attribute name into the rule from a constant.
    const pressable = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(sources[0] ?? '')?.[1] ?? '';
    const inserted = sources.join('\n').replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, pressable);
    for (const style of RUNTIME_STYLES) expect(inserted).toContain(style);
  });

  it("reads the host's headers from deploy/nginx.conf for vite preview", async () => {
    const headers = new Map(nginxHeaders(await readFile('deploy/nginx.conf', 'utf8')));
    expect([...headers.keys()]).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(headers.get('Permissions-Policy')).toContain('payment=(self "https://js.stripe.com")');
  });
});
