import { relative } from 'node:path';
import type { Connect, Plugin, Rollup } from 'vite';
import type * as PrerenderEntry from '../src/prerender';
import { CSP_CONF_PATH, nginxHeaders, writeContentSecurityPolicy } from './contentSecurityPolicy.ts';

type PluginContext = Rollup.PluginContext;

/**
 * Writes `.vite/modules.json` beside the build: every chunk with the source modules inside it.
 * The budget check reads it to prove no fake-backend code reaches a production build.
 */
export function bundleModulesReport(): Plugin {
  return {
    name: 'bidlantern:bundle-modules-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ file: output.fileName, isEntry: output.isEntry, modules: output.moduleIds.map(stripRoot) }]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

const stripRoot = (id: string): string => id.replace(process.cwd() + '/', '');

/** React Aria's module that works out the browser's default locale when it loads. */
const REACT_ARIA_DEFAULT_LOCALE = /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;
const DEFAULT_LOCALE_CHECK = 'try {\n        Intl.DateTimeFormat.supportedLocalesOf([';

/**
 * React Aria works out the browser's locale when its i18n module loads, with
 * `Intl.DateTimeFormat.supportedLocalesOf` and `Intl.Locale#maximize` (for the text direction).
 * They are the page's first Intl calls, so they load ICU's data: about 30 ms of one task on this
 * machine, 120 ms at Lighthouse's 4x slowdown, on every page with a React Aria component (/login,
 * /register). For en-US, the locale the app ships strings for, both answers are known (supported,
 * left to right), so that case returns them at once; any other locale goes the original way.
 * Fails the build if React Aria's code changed shape, so an upgrade cannot drop it unseen.
 */
export function reactAriaEnUsLocaleWithoutIntl(): Plugin {
  return {
    name: 'bidlantern:react-aria-en-us-locale-without-intl',
    enforce: 'pre',
    transform(code, id) {
      if (!REACT_ARIA_DEFAULT_LOCALE.test(id)) return null;
      if (!code.includes(DEFAULT_LOCALE_CHECK))
        this.error(`React Aria's default-locale code changed shape (${id}): revisit this plugin.`);
      return code.replace(
        DEFAULT_LOCALE_CHECK,
        "if (locale === 'en-US') return {\n        locale: locale,\n        direction: 'ltr'\n    };\n    " +
          DEFAULT_LOCALE_CHECK,
      );
    },
  };
}

/** A module of React Aria Components (a file, not the contexts module this plugin makes). */
const RAC_MODULE = /^[^\0]*\/react-aria-components\/dist\/private\/[^/]+\.mjs$/;
const RAC_AUTOCOMPLETE = /\/react-aria-components\/dist\/private\/Autocomplete\.mjs$/;
/** The contexts React Aria Components' Autocomplete module defines, each with a null default. */
const AUTOCOMPLETE_CONTEXTS = [
  'AutocompleteContext',
  'AutocompleteStateContext',
  'SelectableCollectionContext',
  'FieldInputContext',
];
const AUTOCOMPLETE_CONTEXTS_MODULE = 'virtual:bidlantern/react-aria-autocomplete-contexts';
const AUTOCOMPLETE_CONTEXTS_MODULE_ID = `\0${AUTOCOMPLETE_CONTEXTS_MODULE}`;
const SIBLING_IMPORT_OF_AUTOCOMPLETE = /^import \{([^}]*)\} from "\.\/Autocomplete\.mjs";$/gm;

/**
 * React Aria Components defines the contexts that TextField, SearchField, ListBox and others read in
 * the module of its Autocomplete component. A bundler splits code by module, so any page with a text
 * field also loaded Autocomplete and its hooks: about 4 KB gzip on /login and /register (issue 14).
 * This moves the four contexts into a module of their own, imported by Autocomplete and by every
 * component that only reads them, so Autocomplete's code loads only where one is rendered (Select).
 * Each context stays one object. Fails the build if the library's code changed shape, so an upgrade
 * cannot drop it unseen. (Doing this for every context of the library gained nothing: the many small
 * context chunks cost what they saved.)
 */
export function reactAriaAutocompleteContextsApart(): Plugin {
  const importFromContexts = (names: string) =>
    `import {${names}} from ${JSON.stringify(AUTOCOMPLETE_CONTEXTS_MODULE)};`;
  return {
    name: 'bidlantern:react-aria-autocomplete-contexts-apart',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === AUTOCOMPLETE_CONTEXTS_MODULE ? AUTOCOMPLETE_CONTEXTS_MODULE_ID : null),
    load(id) {
      if (id !== AUTOCOMPLETE_CONTEXTS_MODULE_ID) return null;
      const contexts = AUTOCOMPLETE_CONTEXTS.map(
        (name) => `export const ${name} = /*#__PURE__*/ createContext(null);`,
      );
      return [`import { createContext } from 'react';`, ...contexts].join('\n');
    },
    transform(code, id) {
      if (!RAC_MODULE.test(id)) return null;
      if (!RAC_AUTOCOMPLETE.test(id)) {
        return code.replace(SIBLING_IMPORT_OF_AUTOCOMPLETE, (statement, names: string) => {
          const imported = names.split(',').map((part) => part.trim().split(' as ')[0] ?? '');
          return imported.every((name) => AUTOCOMPLETE_CONTEXTS.includes(name))
            ? importFromContexts(names)
            : statement;
        });
      }
      const localOf = new Map(
        [...(/export \{([^}]*)\};/.exec(code)?.[1] ?? '').matchAll(/([\w$]+) as (\w+)/g)].map(
          ([, local, name]) => [name, local],
        ),
      );
      let withoutContexts = code;
      for (const name of AUTOCOMPLETE_CONTEXTS) {
        const local = localOf.get(name)?.replaceAll('$', '\\$');
        const definition = new RegExp(
          `^const ${local} = /\\*#__PURE__\\*/ \\(0, [\\w$]+\\$createContext\\)\\(null\\);$`,
          'm',
        );
        if (!local || !definition.test(withoutContexts))
          this.error(`React Aria's Autocomplete module changed shape (${name}): revisit this plugin.`);
        withoutContexts = withoutContexts.replace(definition, '');
      }
      const imports = AUTOCOMPLETE_CONTEXTS.map((name) => `${name} as ${localOf.get(name)}`).join(', ');
      return `${importFromContexts(imports)}\n${withoutContexts}`;
    },
  };
}

/**
 * Gives the form pages visitors land on one chunk of what every one of them loads beyond the entry
 * (issue 14). A bundler splits code by which routes share a module; for login, forgot password and
 * register that cut their JS into some thirty files, each compressed on its own: /register 142 KB
 * gzip in 32 files, 137 KB with the shared chunk. What only one of them renders (register's
 * checkbox) stays in its own chunk; another route that uses part of the shared chunk loads all of it
 * (a few KB on a few screens, less on most: fewer, larger files).
 *
 * `pages`: each page's source files (src/app/routeModules.ts). The chunk holds the modules all of
 * them import statically, less those the entry imports statically; so it imports only the entry, and
 * its own dependencies need no pulling in (`includeDependenciesRecursively: false`). What a module
 * imports is read from its code the way the bundler shakes it: through a module that only re-exports
 * (React Aria's package entries), only to the modules of the names imported.
 */
export function sharedChunkOfEntryFormPages(pages: readonly (readonly string[])[]): Plugin {
  let shared = new Set<string>();
  let root = process.cwd();
  return {
    name: 'bidlantern:shared-chunk-of-entry-form-pages',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    async buildEnd(error) {
      if (error) return;
      const graph = staticImportGraph(this);
      const allIds = [...this.getModuleIds()];
      const idOf = (file: string) => {
        const id = allIds.find((candidate) => relative(root, candidate) === file);
        if (!id) this.error(`An entry form page's module is not in the build: ${file}`);
        return id;
      };
      const initial = await graph.closure(allIds.filter((id) => this.getModuleInfo(id)?.isEntry));
      const pageIds = pages.map((files) => files.map(idOf));
      // The pages' own modules keep their chunks: the routes load them by name.
      const routeModules = new Set(pageIds.flat());
      const [first, ...others] = await Promise.all(pageIds.map((ids) => graph.closure(ids)));
      shared = new Set(
        [...(first ?? [])].filter(
          (id) => !initial.has(id) && !routeModules.has(id) && others.every((closure) => closure.has(id)),
        ),
      );
    },
    outputOptions(options) {
      const codeSplitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const group = {
        name: 'form-pages',
        test: (id: string) => shared.has(id),
        includeDependenciesRecursively: false,
      };
      return {
        ...options,
        codeSplitting: { ...codeSplitting, groups: [...(codeSplitting.groups ?? []), group] },
      };
    },
  };
}

/** Every name a module exports or imports (`import * as`, `export *`). */
const ALL_NAMES = '*';
/** One static import: the module imported and the names taken from it (none for a bare `import 'x'`). */
type StaticImport = { id: string; names: string[] };
/**
 * A module's static imports; for a module that only re-exports, also each name it exports with the
 * module and name it comes from.
 */
type ModuleImports = { imports: StaticImport[]; reExports?: Map<string, StaticImport> };

/**
 * The static imports of the build's modules, read from their code after the transforms, on demand.
 * `closure` follows them from some modules; through a module that only re-exports, it follows just the
 * names taken, as tree-shaking does (such a module has no side effects). It may say too much, never
 * too little: whatever the code does not show is followed whole.
 */
function staticImportGraph(context: PluginContext) {
  const read = new Map<string, Promise<ModuleImports>>();
  const importsOf = (id: string) => {
    const known = read.get(id) ?? readModuleImports(context, id);
    read.set(id, known);
    return known;
  };
  return {
    async closure(from: readonly string[]) {
      const seen = new Set<string>();
      const visit = async ({ id, names }: StaticImport): Promise<void> => {
        const { imports, reExports } = await importsOf(id);
        if (reExports && !names.includes(ALL_NAMES)) {
          // The names taken, and what it imports for side effects alone (a stylesheet).
          const sources = [
            ...names.map((name) => reExports.get(name)),
            ...imports.filter((imported) => imported.names.length === 0),
          ];
          await Promise.all(sources.map((source) => source && visit(source)));
          return;
        }
        if (seen.has(id)) return;
        seen.add(id);
        await Promise.all(imports.map(visit));
      };
      await Promise.all(from.map((id) => visit({ id, names: [ALL_NAMES] })));
      return seen;
    },
  };
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

async function readModuleImports(context: PluginContext, id: string): Promise<ModuleImports> {
  const info = context.getModuleInfo(id);
  const whole = (info?.importedIds ?? []).map((imported) => ({ id: imported, names: [ALL_NAMES] }));
  if (!info?.code || !/\.(m?js|tsx?|jsx)$/.test(id)) return { imports: whole };
  const resolved = async (source: string) => (await context.resolve(source, id))?.id;
  const imports: StaticImport[] = [];
  /** Names the module re-exports, each with its local name or its source (`export { a } from`). */
  const exported: { name: string; local: string; from?: string }[] = [];
  /** Local name → the import it came from (for `export { local as name }`). */
  const importedAs = new Map<string, StaticImport>();
  let onlyReExports = true;
  for (const statement of context.parse(info.code).body) {
    if (statement.type === 'ImportDeclaration') {
      const target = await resolved(statement.source.value);
      if (!target) continue;
      const names = statement.specifiers.map((specifier) =>
        specifier.type === 'ImportSpecifier'
          ? nameOf(specifier.imported)
          : specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : ALL_NAMES,
      );
      imports.push({ id: target, names });
      statement.specifiers.forEach((specifier, index) =>
        importedAs.set(specifier.local.name, { id: target, names: [names[index] ?? ALL_NAMES] }),
      );
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const target = statement.source ? await resolved(statement.source.value) : undefined;
      const specifiers = statement.specifiers.map((specifier) => ({
        name: nameOf(specifier.exported),
        local: nameOf(specifier.local),
        from: target,
      }));
      if (target) imports.push({ id: target, names: specifiers.map(({ local }) => local) });
      exported.push(...specifiers);
    } else {
      onlyReExports = false;
    }
  }
  const accounted = new Set(imports.map((imported) => imported.id));
  const all = [...imports, ...whole.filter((imported) => !accounted.has(imported.id))];
  if (!onlyReExports) return { imports: all };
  const reExports = new Map<string, StaticImport>();
  for (const { name, local, from } of exported) {
    const source = from ? { id: from, names: [local] } : importedAs.get(local);
    if (source) reExports.set(name, source);
  }
  return { imports: all, reExports };
}

/** The MSW worker lives in public/ for mock mode; a production build must not deploy it. */
export function dropMockWorkerFromProduction(useMocks: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'bidlantern:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (useMocks) return;
      const { rm } = await import('node:fs/promises');
      await rm(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * After a client build, renders the public pages (src/prerender.tsx) into the built HTML: `/` into
 * index.html, `/pricing` into pricing.html and so on (how static hosts and `vite preview` serve
 * clean URLs), each linking the CSS and chunks of its routes. index.html also answers every other
 * path as the SPA fallback, so an inline script drops the prerendered markup there before it paints.
 */
/**
 * `vite preview` serves files uncompressed; any real host compresses them (brotli or gzip), and on a
 * phone network that is the difference between a 380 KB and a 120 KB app bundle. Compressing here
 * makes the preview (Lighthouse, the e2e servers) measure what users will get. API responses pass
 * through the proxy untouched.
 */
export function compressPreviewResponses(): Plugin {
  return {
    name: 'bidlantern:compress-preview-responses',
    async configurePreviewServer(server) {
      const { default: compression } = await import('compression');
      const compress = compression({
        filter: (request, response) =>
          !/^\/(api|__mock)\//.test(request.url ?? '') && compression.filter(request, response),
      });
      // Typed for Express, but it only reads Node's request and response, which connect passes.
      server.middlewares.use(compress as unknown as Connect.NextHandleFunction);
    },
  };
}

export function prerenderPublicPages(): Plugin {
  let outDir = 'dist';
  let configFile: string | undefined;
  let mode = 'production';
  let isSsrBuild = false;
  let env: Record<string, string> = {};
  let buildFailed = false;
  return {
    name: 'bidlantern:prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      configFile = config.configFile;
      mode = config.mode;
      isSsrBuild = Boolean(config.build.ssr);
      env = config.env as Record<string, string>;
    },
    buildEnd(error) {
      buildFailed = Boolean(error);
    },
    renderError() {
      buildFailed = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // After a failed build there is nothing to prerender: returning lets the build's own error show.
        if (isSsrBuild || buildFailed) return;
        const { createServer } = await import('vite');
        const { readFile, writeFile } = await import('node:fs/promises');
        const server = await createServer({
          configFile,
          mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof PrerenderEntry;
          const template = await readFile(`${outDir}/index.html`, 'utf8');
          const manifest = JSON.parse(await readFile(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<
            string,
            ManifestChunk
          >;
          // Every stylesheet of the build, read once: the pages inline them.
          const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
          const css = new Map(
            await Promise.all(
              [...cssFiles].map(async (file) => [file, await readFile(`${outDir}/${file}`, 'utf8')] as const),
            ),
          );
          const shell = pageShell(template, css);
          for (const path of entry.PRERENDERED_PATHS) {
            const page = await entry.renderPage(path);
            const assets = routeAssets(manifest, page.modules);
            const html = pageHtml(shell, path, page.html, assets, css, page.storedStateKey);
            await writeFile(`${outDir}/${prerenderedFileOf(path)}`, html);
          }
          // Last: the policy hashes the inline scripts and styles of the pages just written.
          await writeContentSecurityPolicy(outDir, {
            apiBaseUrl: env.VITE_API_BASE_URL || '/api',
            useMocks: env.VITE_USE_MOCKS === 'true',
          });
        } finally {
          await server.close();
        }
      },
    },
  };
}

/** The chunks and stylesheets a set of route modules needs at first paint (their static imports included). */
function routeAssets(manifest: Record<string, ManifestChunk>, modules: string[]) {
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

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * index.html made ready to hold a prerendered page. Its stylesheets go into the page itself: on a
 * phone network every render-blocking request delays the first paint by a round trip (the route's
 * CSS still loads, cached, when its chunk does). Its scripts leave the head: the page requests them
 * after its first paint (PAGE_SCRIPTS_LOADER).
 */
function pageShell(template: string, css: Map<string, string>): PageShell {
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

function pageHtml(
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
  // The HTML is dropped before it paints (the app then renders the page itself) where it would not
  // match the first render: on another path (the SPA fallback), with react-router location state
  // kept in history across a reload, or with the page's stored state in localStorage.
  const fallbackGuard = `<script>(function (root, storedStateKey) {
  function isStored(key) { try { return key !== null && localStorage.getItem(key) !== null; } catch (error) { return true; } }
  var state = history.state;
  if (root.dataset.prerendered !== location.pathname || (state && state.usr != null) || isStored(storedStateKey)) { root.replaceChildren(); delete root.dataset.prerendered; }
})(document.getElementById("root"), ${JSON.stringify(storedStateKey ?? null)});</script>`;
  const pageScripts = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`;
  return shell.html
    .replace('  </head>', `${styles.map((tag) => `    ${tag}\n`).join('')}  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${path}">${body}</div>${fallbackGuard}${pageScripts}${PAGE_SCRIPTS_LOADER}`,
    );
}

/**
 * `vite preview` sends the headers deploy/nginx.conf sends (its `add_header` lines, and the build's
 * Content-Security-Policy from `.vite/csp.conf`), so a preview shows what the real host does. Like
 * the host, it never serves a dot path but `/.well-known/` (the build's `.vite/` folder), however the
 * path is encoded, and a hashed asset that is not there is a 404, never the SPA page. Folders without
 * a policy (a static Storybook) get no headers.
 */
export function securityHeadersInPreview(): Plugin {
  return {
    name: 'bidlantern:security-headers-in-preview',
    async configurePreviewServer(server) {
      const { readFile } = await import('node:fs/promises');
      const { existsSync } = await import('node:fs');
      const outDir = server.config.build.outDir;
      const read = (file: string) => readFile(file, 'utf8').catch(() => '');
      const policy = nginxHeaders(await read(`${outDir}/${CSP_CONF_PATH}`));
      // Only an app build carries a policy; other folders (a static Storybook) are served as they are.
      if (policy.length === 0) return;
      const headers = [...nginxHeaders(await read('deploy/nginx.conf')), ...policy];
      server.middlewares.use((request, response, next) => {
        const path = decodedPath(request.url ?? '/');
        const hidden = (known: string) => /\/\./.test(known) && !known.startsWith('/.well-known/');
        const missingAsset = (known: string) =>
          known.startsWith('/assets/') && !existsSync(`${outDir}${known}`);
        if (path === null || hidden(path) || missingAsset(path)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}

/** The request's path as the file server will read it (decoded), or null when it cannot be decoded. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://preview.invalid').pathname);
  } catch {
    return null;
  }
}
