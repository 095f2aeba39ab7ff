import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleModulesReport } from './bundleModulesReport.ts';
import { prerenderPublicPages } from './prerenderPublicPages.ts';
import { buildApp, writeApp } from './testing/buildApp.ts';

/**
 * An app with one lazy screen, a prerender entry that renders it at `/` and `/about`, a signed-in
 * screen and the fake backend's worker.
 */
const root = writeApp({
  'index.html': `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <script type="module" src="/main.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
  'main.js': `import './main.css';\nwindow.screen = () => import('./screen.js');\nwindow.account = () => import('./account.js');`,
  'main.css': `body { margin: 0; }`,
  'screen.js': `import './screen.css';\nexport default () => 'About us';`,
  'screen.css': `.about { color: navy; }`,
  'account.js': `export default () => 'Your account';`,
  'public/mockServiceWorker.js': `self.addEventListener('fetch', () => {});`,
  'src/prerender.tsx': `export const PRERENDERED_PATHS = ['/', '/about'];
export async function renderPage(path) {
  return { html: '<h1>' + (path === '/' ? 'Home' : 'About us') + '</h1>', modules: ['screen.js'] };
}`,
});
const outDir = path.join(root, 'dist');
const page = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

const SIGNED_IN = {
  tokenKey: 'access_token',
  screens: [{ path: '/account', files: ['account.js'], requests: ['/auth/session/'] }],
};

beforeAll(async () => {
  await buildApp(root, {
    plugins: [bundleModulesReport(), prerenderPublicPages(SIGNED_IN)],
    build: { outDir, manifest: true },
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('prerenderPublicPages', () => {
  it('writes each public page with its markup and its stylesheets inline', () => {
    const about = page('about.html');
    expect(about).toContain('<div id="root" data-prerendered="/about"><h1>About us</h1></div>');
    expect(about).toMatch(/<style>[^<]*\.about \{\s*color: navy/);
    expect(about).not.toContain('rel="stylesheet"');
    expect(page('index.html')).toContain('data-prerendered="/"><h1>Home</h1>');
  });

  it('lists the entry and the screen chunk for the page to request once it has painted', () => {
    const listed = /id="page-scripts">([^<]*)</.exec(page('about.html'))?.[1] ?? '{}';
    const scripts = JSON.parse(listed) as { path: string; entry: string; screenPreloads: string[] };
    expect(scripts.path).toBe('/about');
    expect(existsSync(path.join(outDir, scripts.entry))).toBe(true);
    expect(scripts.screenPreloads).toHaveLength(1);
    expect(page('about.html')).not.toContain('<script type="module"');
  });

  it("writes the build's Content-Security-Policy with the hashes of the pages' inline scripts", () => {
    const policy = page('.vite/csp.conf');
    expect(policy).toContain('Content-Security-Policy');
    expect(policy).toMatch(/script-src[^;]*'sha256-/);
  });

  it("asks early for the signed-in screens' chunks and data on the SPA fallback page only", () => {
    expect(page('index.html')).toMatch(/<meta charset="UTF-8" \/>\s*<script>\(function \(screens/);
    expect(page('index.html')).toContain('[["/account",["assets/');
    expect(page('index.html')).toContain('["/auth/session/"]');
    expect(page('about.html')).not.toContain('"/account"');
  });

  it("lists a page's route module in the chunk a code-splitting group put it in", async () => {
    const groupedOut = path.join(root, 'dist-grouped');
    await buildApp(root, {
      plugins: [bundleModulesReport(), prerenderPublicPages(SIGNED_IN)],
      build: {
        outDir: groupedOut,
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'shared', test: /(screen|account)\.js$/ }] } },
        },
      },
    });
    const listed = /id="page-scripts">([^<]*)</.exec(
      readFileSync(path.join(groupedOut, 'about.html'), 'utf8'),
    );
    const scripts = JSON.parse(listed?.[1] ?? '{}') as { screenPreloads: string[] };
    expect(scripts.screenPreloads).toEqual([expect.stringMatching(/shared/)]);
  });

  it("leaves the fake backend's worker out of a build without it", () => {
    expect(existsSync(path.join(outDir, 'mockServiceWorker.js'))).toBe(false);
  });

  it.each([
    ['a module that is not there', { 'main.js': `import './missing.js';` }, /missing\.js/],
    [
      'an import the module does not export',
      { 'main.js': `import { absent } from './kit.js';\nabsent();`, 'kit.js': 'export const kit = 1;' },
      /absent/,
    ],
  ])("lets a build that fails on %s end with the build's own error", async (_case, files, message) => {
    const broken = writeApp({ 'index.html': '<script type="module" src="/main.js"></script>', ...files });
    const failedBuild = buildApp(broken, {
      plugins: [prerenderPublicPages(SIGNED_IN)],
      build: { manifest: true },
    });
    await expect(failedBuild).rejects.toThrow(message);
    rmSync(broken, { recursive: true, force: true });
  });
});
