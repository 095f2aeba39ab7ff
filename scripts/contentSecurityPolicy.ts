import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The Content-Security-Policy of a build, written at build time because it lists the hashes of the
 * inline `<script>` and `<style>` blocks the prerendered pages carry (no 'unsafe-inline').
 * deploy/nginx.conf includes the file it writes; `vite preview` sends the same header.
 */

/** Where the build keeps its policy: under `.vite/`, which hosts never serve (deploy/nginx.conf denies dot paths). */
export const CSP_CONF_PATH = '.vite/csp.conf';

/** Stripe's documented hosts for Stripe.js and its frames (docs.stripe.com/security/guide, Content Security Policy). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * `<style>` elements React Aria adds at run time, verbatim (their hashes go into style-src):
 * usePress's touch-action rule on every page with a pressable, usePreventScroll's on iOS while a
 * modal is open. tests/integration/content-security-policy.test.ts checks they are still what the
 * installed react-aria inserts.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

export interface PolicyOptions {
  /** `VITE_API_BASE_URL`: a path on this origin (covered by 'self') or an absolute URL whose origin is allowed. */
  apiBaseUrl: string;
  /** Mock builds register the fake backend's service worker (/mockServiceWorker.js). */
  useMocks: boolean;
}

interface InlineContent {
  scripts: Set<string>;
  styles: Set<string>;
  styleAttributes: Set<string>;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

async function htmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every inline script, style block and style attribute of the given pages (a browser hashes exactly these texts). */
export function inlineContent(pages: string[]): InlineContent {
  const content: InlineContent = { scripts: new Set(), styles: new Set(), styleAttributes: new Set() };
  for (const html of pages) {
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
      // Data blocks (type="application/json") never run, so they need no hash.
      if (!/\bsrc\s*=|\btype\s*=\s*"application\/json"/i.test(attributes) && body.length > 0)
        content.scripts.add(body);
    for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
      content.styles.add(body);
    for (const [, , value = ''] of html.matchAll(/<[a-z][^>]*\sstyle=(["'])([^"']*)\1/gi))
      content.styleAttributes.add(decodeEntities(value));
  }
  return content;
}

/** Attribute values are hashed as the browser sees them, after entity decoding. */
function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Where browsers send violation reports: the API's `POST /csp-reports/` (api-spec/paths/reports.yaml),
 * on the API base URL as the app calls it (a path on this origin or an absolute URL).
 */
export function cspReportUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/csp-reports/`;
}

/** The Reporting API's name for that endpoint, shared by `report-to` and the Reporting-Endpoints header. */
const REPORT_GROUP = 'csp';

function apiOrigin(apiBaseUrl: string): string[] {
  try {
    const url = new URL(apiBaseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return []; // a path on this origin: 'self'
  }
}

/** The policy for pages with this inline content. */
export function contentSecurityPolicy(content: InlineContent, options: PolicyOptions): string {
  const hashes = (texts: Set<string>) => [...texts].sort().map(sha256);
  const attributeHashes = hashes(content.styleAttributes);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...STRIPE.script, ...hashes(content.scripts)]],
    ['style-src', ["'self'", ...hashes(new Set([...content.styles, ...RUNTIME_STYLES]))]],
    // Static style="" attributes only (React sets styles through the CSSOM, which CSP allows).
    ['style-src-attr', attributeHashes.length > 0 ? ["'unsafe-hashes'", ...attributeHashes] : ["'none'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...apiOrigin(options.apiBaseUrl), ...STRIPE.connect]],
    ['frame-src', STRIPE.frame],
    ['worker-src', options.useMocks ? ["'self'"] : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // report-to for browsers with the Reporting API, report-uri for the others (it is ignored where report-to works).
    ['report-to', [REPORT_GROUP]],
    ['report-uri', [cspReportUrl(options.apiBaseUrl)]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * Reads every page of a build and writes its policy, with the endpoint its reports go to, as nginx
 * header lines to `<outDir>/.vite/csp.conf`.
 */
export async function writeContentSecurityPolicy(outDir: string, options: PolicyOptions): Promise<string> {
  const pages = await Promise.all((await htmlFiles(outDir)).map((file) => readFile(file, 'utf8')));
  const policy = contentSecurityPolicy(inlineContent(pages), options);
  await writeFile(
    join(outDir, CSP_CONF_PATH),
    `# Generated by the build (scripts/contentSecurityPolicy.ts): the hashes match this build's pages.\n` +
      `add_header Content-Security-Policy "${policy}" always;\n` +
      `add_header Reporting-Endpoints '${REPORT_GROUP}="${cspReportUrl(options.apiBaseUrl)}"' always;\n`,
  );
  return policy;
}

/** `add_header Name "value" [always];` (or 'value') lines of an nginx config, as header name and value. */
export function nginxHeaders(config: string): Array<[string, string]> {
  return [
    ...config.matchAll(/^\s*add_header\s+([A-Za-z-]+)\s+(?:"([^"]*)"|'([^']*)')(?:\s+always)?\s*;/gm),
  ].map(([, name = '', doubleQuoted, singleQuoted]) => [name, doubleQuoted ?? singleQuoted ?? '']);
}
