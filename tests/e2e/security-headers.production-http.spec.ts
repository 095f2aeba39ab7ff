import { readdir, readFile } from 'node:fs/promises';
import { pageEntryScript, watchCspViolations } from './csp';
import { test, expect, demoAccounts, DEMO_PASSWORD } from './fixtures';

/**
 * The production build served by nginx with deploy/nginx.conf (playwright.config.ts)
 * sends the security headers, and no page breaks its Content-Security-Policy.
 */
const productionDist = process.env.E2E_PROD_DIST ?? 'dist';

/** Every page the build prerendered (index.html is /, about.html is /about, legal/terms.html is /legal/terms). */
async function prerenderedPaths(): Promise<string[]> {
  const entries = await readdir(productionDist, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `${entry.parentPath.slice(productionDist.length)}/${entry.name}`.replace(/\/+/g, '/'))
    .map((file) => (file === '/index.html' ? '/' : file.replace(/\.html$/, '')))
    .sort();
}

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

test.describe('the production host (nginx with deploy/nginx.conf)', () => {
  test('sends a strict CSP and the security headers on pages, the SPA fallback and the API', async ({
    request,
  }) => {
    for (const path of ['/', '/about', '/dashboard', '/summary/1', '/api/auth/plans/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['reporting-endpoints'], path).toBe('csp="/api/csp-reports/"');
      const policy = directives(headers['content-security-policy'] ?? '');
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('script-src'), path).toEqual(
        expect.arrayContaining(["'self'", 'https://js.stripe.com', expect.stringMatching(/^'sha256-/)]),
      );
      expect(policy.get('frame-src'), path).toContain('https://js.stripe.com');
      expect(policy.get('connect-src'), path).toContain('https://api.stripe.com');
      expect(policy.get('report-to'), path).toEqual(['csp']);
      expect(headers['content-security-policy'], path).not.toContain('unsafe-inline');
      expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
    }
  });

  test('caches hashed assets for a year, compresses them and the pages, revalidates pages and hides build metadata', async ({
    request,
  }) => {
    // Brotli to a browser that takes it (the build's .br files), gzip to one that takes only gzip.
    for (const path of [...(await prerenderedPaths()), '/dashboard']) {
      const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect(brotli.headers()['content-encoding'], path).toBe('br');
      expect(brotli.headers()['vary'], path).toBe('Accept-Encoding');
      const gzipped = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzipped.headers()['content-encoding'], path).toBe('gzip');
      expect(await brotli.text(), path).toBe(await gzipped.text());
    }
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('no-cache');
    const script = pageEntryScript(await home.text());
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(
      (await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } })).headers()[
        'content-encoding'
      ],
    ).toBe('gzip');
    for (const hidden of ['/.vite/manifest.json', '/.vite/csp.conf', '/%2evite/csp.conf', '/assets/gone.js'])
      expect((await request.get(hidden)).status(), hidden).toBe(404);
  });

  test("sends a script only the headers that apply to it, without the pages' policy", async ({ request }) => {
    const script = pageEntryScript(await (await request.get('/')).text()) ?? '';
    const headers = (await request.get(script)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    for (const documentOnly of [
      'content-security-policy',
      'reporting-endpoints',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ])
      expect(headers[documentOnly], documentOnly).toBeUndefined();
  });

  test("keeps the fake backend's controls off a production host and payment secrets out of its log", async ({
    request,
    baseURL,
  }) => {
    const config = await readFile('deploy/nginx.conf', 'utf8');
    expect(config).not.toContain('__mock');
    const secret = `pi_e2e_secret_${Date.now()}`;
    await request.get(`/payment-status?payment_intent=pi_e2e&payment_intent_client_secret=${secret}`, {
      headers: { Referer: `${baseURL}/payment-status?payment_intent_client_secret=${secret}` },
    });
    // scripts/serve-nginx.mjs logs to .tmp/nginx-<port>/ with deploy/nginx.conf's log format. nginx
    // writes the line once the response has gone, so it may land a moment after the client has it.
    const readLog = () => readFile(`.tmp/nginx-${new URL(baseURL ?? '').port}/access.log`, 'utf8');
    await expect.poll(readLog).toContain('"GET /payment-status HTTP/1.1" 200');
    expect(await readLog()).not.toContain(secret);
  });

  test('no page logs a CSP violation: every prerendered page, login, dashboard and a bid summary', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const paths = await prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/login', '/pricing']));
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.essentials);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const firstBid = page
      .getByRole('table', { name: 'Bids' })
      .getByRole('rowheader')
      .getByRole('link')
      .first();
    await expect(firstBid).toBeVisible({ timeout: 30_000 });
    // From 1280 px the name opens the bid's preview beside the list; its link opens the full page.
    await firstBid.click();
    await expect(page).toHaveURL(/[?&]bid=\d+/);
    await page.getByRole('link', { name: 'Open full page' }).click();
    await expect(page).toHaveURL(/\/summary\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Similar bids' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
  });
});
