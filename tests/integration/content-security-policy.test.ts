// @vitest-environment node
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  CSP_CONF_PATH,
  inlineContent,
  nginxHeaders,
  RUNTIME_STYLES,
  writeContentSecurityPolicy,
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
    expect(policy).toContain('report-to csp; report-uri /api/csp-reports/');
  });

  it("writes the policy with the Reporting API endpoint its violations go to, on the API's base URL", async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'csp-'));
    await mkdir(join(outDir, '.vite'));
    await writeFile(join(outDir, 'index.html'), PAGE);
    await writeContentSecurityPolicy(outDir, {
      apiBaseUrl: 'https://api.bidlantern.example/api/',
      useMocks: false,
    });
    const headers = new Map(nginxHeaders(await readFile(join(outDir, CSP_CONF_PATH), 'utf8')));
    expect(headers.get('Content-Security-Policy')).toContain(
      'report-to csp; report-uri https://api.bidlantern.example/api/csp-reports/',
    );
    expect(headers.get('Reporting-Endpoints')).toBe('csp="https://api.bidlantern.example/api/csp-reports/"');
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
        'Cross-Origin-Resource-Policy',
      ]),
    );
    expect(headers.get('Permissions-Policy')).toContain('payment=(self "https://js.stripe.com")');
  });
});
