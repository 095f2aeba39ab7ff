import type { ManifestChunk } from '../prerender/pageHtml.ts';
import type { BundleModules } from './bundleModulesReport.ts';

/** A signed-in screen: its path as the route table writes it (`/summary/:id`) and its source files. */
export interface SignedInScreen {
  path: string;
  files: readonly string[];
}

/** What a signed-in screen's first render needs, in the order it is best requested. */
export interface ScreenAssets {
  /** The path as a regular expression's source, for the page to match `location.pathname` against. */
  pattern: string;
  scripts: string[];
  styles: string[];
  /** API paths (under the base URL) it sends whatever the session says, with `:name` for the path's parameters. */
  requests: readonly string[];
}

/** `/summary/:id` as `^/summary/(?<id>[^/]+)/?$`. */
export function pathPattern(path: string): string {
  const escaped = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${escaped}/?$`;
}

/**
 * The chunks (and their stylesheets) each signed-in screen loads before it renders, read from the
 * build's manifest and module report: the entry first, then `firstModules` (the query cache, whose
 * session request the screen's data waits for), then the screen's own. A module bundled into
 * another chunk (a code-splitting group) counts as that chunk.
 */
export function signedInScreenAssets(
  manifest: Record<string, ManifestChunk>,
  report: BundleModules,
  screens: readonly SignedInScreen[],
  firstModules: readonly string[],
  requests: Readonly<Record<string, readonly string[]>> = {},
): ScreenAssets[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKey = Object.keys(manifest).find((key) => (manifest[key] as { isEntry?: boolean }).isEntry);
  const chunkOf = (module: string): string | undefined =>
    manifest[module]
      ? module
      : keyOfFile.get(report.chunks.find((chunk) => chunk.modules.includes(module))?.file ?? '');
  return screens.map(({ path, files }) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string | undefined) => {
      const chunk = key === undefined ? undefined : manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      // The entry's own stylesheet is inline in every page.
      if (key !== entryKey) chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach(visit);
    };
    visit(entryKey);
    for (const module of [...firstModules, ...files]) {
      const key = chunkOf(module);
      if (key === undefined) throw new Error(`${module} is in no chunk of the build`);
      visit(key);
    }
    return {
      pattern: pathPattern(path),
      scripts: [...scripts],
      styles: [...styles],
      requests: requests[path] ?? [],
    };
  });
}

/** The API requests the page sends early, or none (a build whose fake backend runs in the page starts it later). */
export interface EarlyRequests {
  /** The API's base URL (`VITE_API_BASE_URL`), as src/api/http.ts resolves paths against it. */
  apiBaseUrl: string;
  /** Sent on every signed-in screen: the session (src/api/session.ts). */
  always: readonly string[];
}

/**
 * An inline script for the head of the SPA fallback page (index.html, which every signed-in screen
 * is served as). On a signed-in screen's path, with an access token stored, it asks at once for the
 * screen's chunks and stylesheets, entry first, and sends the screen's first API requests (the
 * session's, and those `requests` names), keeping each answer in `window.blEarlyRequests` with the
 * token it carried for the app's identical request to take (src/api/http.ts). Without it they come
 * one after another: the entry once the fallback's landing markup is parsed, the screen's chunks
 * once the entry has run, the session once the query cache's code has, and the screen's data after
 * that (docs/performance.md). The entry script itself is still added by the page's loader at the
 * end of the body; Vite's preload helper finds the chunks already requested.
 */
export function signedInScreenPreloadsScript(
  screens: readonly ScreenAssets[],
  tokenKey: string,
  early?: EarlyRequests,
): string {
  const table = screens.map(({ pattern, scripts, styles, requests }) => [
    pattern,
    scripts.map((file) => `/${file}`),
    styles.map((file) => `/${file}`),
    early ? [...early.always, ...requests] : [],
  ]);
  const apiBase = (early?.apiBaseUrl ?? '').replace(/\/+$/, '');
  return `<script>(function (screens, tokenKey, apiBase) {
  var token;
  try { token = localStorage.getItem(tokenKey); } catch (error) { return; }
  if (!token) return;
  var path = location.pathname;
  var match;
  var screen = screens.find(function (candidate) { return (match = new RegExp(candidate[0]).exec(path)); });
  if (!screen) return;
  // First: on HTTP/1.1 the browser opens six connections to a host, and the chunks would fill them.
  window.blEarlyRequests = screen[3].map(function (template) {
    var url = apiBase + template.replace(/:(\\w+)/g, function (_, name) { return encodeURIComponent(match.groups[name]); });
    var response = fetch(url, { headers: { Authorization: "Bearer " + token } });
    // Unclaimed, a failure is nobody's: the app's own request then goes out as usual.
    response.catch(function () {});
    return { url: url, token: token, sentAt: performance.now(), response: response };
  });
  function link(rel, as, href) {
    var tag = document.createElement("link");
    tag.rel = rel;
    if (as) tag.as = as;
    tag.crossOrigin = "";
    tag.href = href;
    return tag;
  }
  // The entry first, alone: it then runs while the screen's chunks download (on a slow link,
  // requested together, they all arrive late together).
  var entry = link("modulepreload", "", screen[1][0]);
  function requestTheRest() {
    var tags = document.createDocumentFragment();
    screen[1].slice(1).forEach(function (href) { tags.appendChild(link("modulepreload", "", href)); });
    screen[2].forEach(function (href) { tags.appendChild(link("preload", "style", href)); });
    document.head.appendChild(tags);
  }
  entry.addEventListener("load", requestTheRest);
  entry.addEventListener("error", requestTheRest);
  document.head.appendChild(entry);
})(${JSON.stringify(table)}, ${JSON.stringify(tokenKey)}, ${JSON.stringify(apiBase)});</script>`;
}
