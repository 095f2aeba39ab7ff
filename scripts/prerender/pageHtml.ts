import type { BundleModules } from '../vite/bundleModulesReport.ts';

/**
 * The HTML of a prerendered page, made from the built index.html and the build manifest: the page's
 * markup, its stylesheets inline, and the scripts it requests once it has painted.
 */

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * A source module's key in the manifest, which names a chunk by its first module: the module's own,
 * or for a module in a code-splitting group, its group chunk's (`chunks`: .vite/modules.json).
 */
export function manifestKeyOf(manifest: Manifest, chunks: BundleModules['chunks']) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return (module: string) =>
    keyOfFile.get(chunks.find((chunk) => chunk.modules.includes(module))?.file ?? '') ?? module;
}

/** The chunks and stylesheets a set of route modules needs at first paint (their static imports included). */
export function routeAssets(manifest: Manifest, modules: string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
    visit(module);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

interface PageShell {
  html: string;
  /** Files the shell already carries (the entry chunk, its preloads and its CSS). */
  assets: Set<string>;
  /** The entry script and the modules it preloads, as index.html asked for them. */
  entry: string;
  preloads: string[];
}

/** The file a prerendered page is written to in the build: the landing is index.html, the SPA fallback. */
export const prerenderedFileOf = (path: string): string => `${path === '/' ? 'index' : path.slice(1)}.html`;

/** The id of the JSON a prerendered page lists its scripts in, for PAGE_SCRIPTS_LOADER. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * Requests a prerendered page's scripts once its content has painted: a frame after the first
 * contentful paint (the browser's paint timing; where it has none, a frame after the first), since
 * the parser may paint a long page over two frames; 3 s after it was parsed at the latest (a tab
 * opened in the background paints nothing until shown). At once where the page shows nothing
 * without them: the guard above dropped the HTML (the SPA fallback). The page is readable from its
 * HTML and inline CSS; scripts only make it interactive, and on a phone they would share the first
 * round trips with it. The same text on every page: one CSP hash. The list is
 * `{"path": "/login", "entry": "/assets/index-….js", "preloads": [...], "screenPreloads": [...]}`:
 * the entry's imports, then the page's own screen's, which a deep link served this HTML as the SPA
 * fallback does not need (it opens another screen). When the entry script (or a module it imports)
 * cannot load, or the app fails to start (main.tsx), a note says so with a Reload button.
 */
const PAGE_SCRIPTS_LOADER = `<script>(function (PAINT_WAIT_LIMIT_MS) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var scripts = JSON.parse(document.getElementById("${PAGE_SCRIPTS_ID}").textContent);
    var preloads = scripts.path === location.pathname ? scripts.preloads.concat(scripts.screenPreloads) : scripts.preloads;
    // One insertion for all the tags.
    var tags = document.createDocumentFragment();
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      tags.appendChild(link);
    });
    var entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = scripts.entry;
    entry.addEventListener("error", failed);
    tags.appendChild(entry);
    document.head.appendChild(tags);
  }
  // The page stays readable but never comes alive: say so, with a way out, once.
  function failed() {
    if (document.getElementById("page-scripts-failed")) return;
    var note = document.createElement("p");
    note.id = "page-scripts-failed";
    note.className = "page-scripts-failed";
    note.setAttribute("role", "alert");
    note.textContent = "Couldn\u2019t load this page\u2019s controls. Check your connection, then ";
    var reload = document.createElement("button");
    reload.type = "button";
    reload.textContent = "Reload";
    reload.addEventListener("click", function () { location.reload(); });
    note.appendChild(reload);
    document.body.appendChild(note);
  }
  // main.tsx tells when the app itself could not start.
  window.addEventListener("bl:page-scripts-failed", failed);
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var observesPaint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0;
  var showsPrerenderedPage = Boolean(document.getElementById("root").dataset.prerendered);
  if (!showsPrerenderedPage) start();
  else if (observesPaint) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) afterNextFrame();
    }).observe({ type: "paint", buffered: true });
    // Should a browser list paint timing but never report this paint, the page still comes alive.
    setTimeout(start, PAINT_WAIT_LIMIT_MS);
  } else afterNextFrame();
})(3000);</script>`;

/** Set on <html> by a page whose prerendered HTML is not for this visit (pageHtml's dropDecision). */
const DROP_ATTRIBUTE = 'data-drops-prerendered';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * index.html made ready to hold a prerendered page. Its stylesheets go into the page itself: on a
 * phone network every render-blocking request delays the first paint by a round trip (the route's
 * CSS still loads, cached, when its chunk does). Its scripts leave the head: the page requests them
 * after its first paint (PAGE_SCRIPTS_LOADER).
 */
export function pageShell(template: string, css: Map<string, string>): PageShell {
  const assets = new Set(
    [...template.matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? ''),
  );
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const html = template
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g, (_link, file: string) =>
      inlineStyle(css, file),
    )
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '');
  return { html, assets, entry, preloads };
}

function inlineStyle(css: Map<string, string>, file: string): string {
  const text = css.get(file);
  if (text === undefined) throw new Error(`${file} is not a stylesheet of this build`);
  return `<style>${text}</style>`;
}

export function pageHtml(
  shell: PageShell,
  path: string,
  body: string,
  assets: { scripts: string[]; styles: string[] },
  css: Map<string, string>,
  storedStateKey: string | undefined,
): string {
  const styles = assets.styles
    .filter((file) => !shell.assets.has(file))
    .map((file) => inlineStyle(css, file));
  const scripts = {
    path,
    entry: shell.entry,
    preloads: shell.preloads,
    screenPreloads: assets.scripts.filter((file) => !shell.assets.has(file)).map((file) => `/${file}`),
  };
  // The HTML is dropped (the app then renders the page itself) where it would not match the first
  // render: on another path (the SPA fallback), with react-router location state kept in history across
  // a reload, or with the page's stored state in localStorage. That is decided in the head, and such
  // HTML is hidden until the guard after it removes it: a slow network delivers a page in pieces, and
  // the browser paints what it has parsed so far (the home page flashed on a signed-in screen).
  const dropDecision = `<script>(function (path, storedStateKey) {
  function isStored(key) { try { return key !== null && localStorage.getItem(key) !== null; } catch (error) { return true; } }
  var state = history.state;
  if (path !== location.pathname || (state && state.usr != null) || isStored(storedStateKey)) document.documentElement.setAttribute("${DROP_ATTRIBUTE}", "");
})(${JSON.stringify(path)}, ${JSON.stringify(storedStateKey ?? null)});</script><style>[${DROP_ATTRIBUTE}] #root[data-prerendered] { display: none }</style>`;
  const fallbackGuard = `<script>(function (root) {
  if (document.documentElement.hasAttribute("${DROP_ATTRIBUTE}")) { root.replaceChildren(); delete root.dataset.prerendered; }
})(document.getElementById("root"));</script>`;
  const pageScripts = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`;
  return shell.html
    .replace('  </head>', `${styles.map((tag) => `    ${tag}\n`).join('')}    ${dropDecision}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${path}">${body}</div>${fallbackGuard}${pageScripts}${PAGE_SCRIPTS_LOADER}`,
    );
}
