import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { staticImportClosure } from './staticImportClosure.ts';

type ChunkingContext = Rolldown.ChunkingContext;

/** The site's frame around every screen: its modules' lazy imports load on every page. */
const SITE_FRAME_SOURCES = ['src/app/layout/', 'src/app/providers.tsx'];

/**
 * A code-splitting group (rolldown's `codeSplitting.groups`) for the logged-in screens: each module
 * that one or more of `screens` import statically, and that neither the entry (index.html) nor a
 * public page (`publicPages`: the landing and form pages) reaches, goes in one chunk per set of
 * screens importing it. Left to the bundler, these modules split by which of the lazy imports
 * (routes, tabs, dialogs) share each one, into many small files, each named in the entry's preload
 * map and index arrays, which the landing page downloads (docs/performance.md). Here a screen loads
 * only what it imports, in fewer files; a dialog or tab that uses part of a chunk loads all of it.
 *
 * `screens`: each logged-in screen's source files, under `root`. A module only ever imported lazily
 * stays the bundler's, so each lazy import keeps its own chunk.
 */
export function loggedInScreensChunks(
  publicPages: readonly (readonly string[])[],
  screens: readonly (readonly string[])[],
  root = process.cwd(),
  entry = 'index.html',
) {
  // Worked out once per chunking pass, whose module infos rolldown reuses.
  const namesOfPass = new WeakMap<Rolldown.ModuleInfo, Map<string, string>>();
  const chunkNames = (context: ChunkingContext) => {
    const closure = (files: readonly string[]) => staticImportClosure(context, files, root);
    // What the site's frame loads after the page (toasts, footer, menu, storage notice) comes on every
    // page, the landing's too: it stays out of the groups, or the landing would load a screens' chunk.
    const frameModules = [...closure([entry])].filter((id) =>
      SITE_FRAME_SOURCES.some((source) => id.startsWith(resolve(root, source))),
    );
    const lazyFrameParts = frameModules.flatMap(
      (id) => context.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
    );
    const publicModules = closure([entry, ...publicPages.flat(), ...lazyFrameParts]);
    const screenModules = screens.map(closure);
    const candidates = new Set(screenModules.flatMap((modules) => [...modules]));
    const names = new Map<string, string>();
    for (const id of candidates) {
      // A module only ever imported lazily keeps its own chunk. One also imported statically joins
      // the group: left out, its chunk and the group's would import each other and run out of order.
      const info = context.getModuleInfo(id);
      const onlyLazilyImported = !!info && info.dynamicImporters.length > 0 && info.importers.length === 0;
      if (publicModules.has(id) || onlyLazilyImported) continue;
      // One bit per screen importing the module: a short, stable chunk (and CSS file) name.
      const importers = screenModules.reduce(
        (mask, modules, index) => (modules.has(id) ? mask | (1 << index) : mask),
        0,
      );
      names.set(id, `screens-${importers}`);
    }
    return names;
  };
  return {
    name(id: string, context: ChunkingContext) {
      const pass = context.getModuleInfo(resolve(root, entry));
      if (!pass) return null;
      const names = namesOfPass.get(pass) ?? chunkNames(context);
      namesOfPass.set(pass, names);
      return names.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  } satisfies Rolldown.CodeSplittingGroup;
}

/**
 * Everything the entry imports statically, in the entry chunk. Left to the bundler, React, its JSX
 * runtime and rolldown's runtime (shared with the lazy chunks) come in three tiny files of their own,
 * each compressed apart: heavier on every page (docs/performance.md).
 */
export const entryChunk = {
  name: 'entry',
  tags: ['$initial'],
  includeDependenciesRecursively: false,
} satisfies Rolldown.CodeSplittingGroup;
