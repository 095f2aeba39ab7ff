import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { chunkGroup } from './chunkGroup.ts';

/** The site's frame around every screen: its modules' lazy imports load on every page. */
const SITE_FRAME_SOURCES = ['src/app/layout/', 'src/app/providers.tsx'];

/**
 * A code-splitting group for the logged-in screens: each module that one or more of `screens` import
 * statically, and that neither the entry (index.html) nor a public page (`publicPages`: the landing
 * and form pages) reaches, goes in its screen's chunk when one screen imports it, or in one chunk
 * shared by all screens when several do. Left to the bundler, these modules split by which of the lazy
 * imports (routes, tabs, dialogs) share each one, into many small files, each named in the entry's
 * preload map and index arrays, which the landing page downloads. A chunk per set of screens still
 * made ten to seventeen files of a screen's first render, most under 2 KB: on a slow phone network
 * each costs a round trip in a queue, more than the few KB a screen now loads of the others' modules
 * (docs/performance.md). A dialog or tab that uses part of a chunk loads all of it.
 *
 * `screens`: each logged-in screen's source files, under `root`.
 */
export function loggedInScreensChunks(
  publicPages: readonly (readonly string[])[],
  screens: readonly (readonly string[])[],
  root = process.cwd(),
  entry = 'index.html',
) {
  return chunkGroup(root, entry, (closure, context) => {
    // What the site's frame loads after the page (toasts, footer, menu, storage notice) comes on every
    // page, the landing's too: it stays out of the groups, or the landing would load a screens' chunk.
    const lazyFrameParts = [...closure([entry])]
      .filter((id) => SITE_FRAME_SOURCES.some((source) => id.startsWith(resolve(root, source))))
      .flatMap((id) => context.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
    const publicModules = closure([entry, ...publicPages.flat(), ...lazyFrameParts]);
    const screenModules = screens.map(closure);
    const names = new Map<string, string>();
    const lazyOnly: [string, string][] = [];
    for (const id of new Set(screenModules.flatMap((modules) => [...modules]))) {
      if (publicModules.has(id)) continue;
      const importers = screenModules.flatMap((modules, i) => (modules.has(id) ? [i] : []));
      const name = importers.length === 1 ? `screen-${importers[0]}` : 'screens-shared';
      // A module also imported statically joins the group: left out, its chunk and the group's would
      // import each other and run out of order. One only ever imported lazily is decided below.
      const info = context.getModuleInfo(id);
      if (info?.dynamicImporters.length && !info.importers.length) lazyOnly.push([id, name]);
      else names.set(id, name);
    }
    // A lazily imported screen file (a route's module, the query cache) joins its group when it
    // imports any of it: wherever it loads, the group's chunk loads too, so that is a request fewer,
    // and its own bytes more only where the group loads without it. Else it keeps its own chunk.
    const groups = new Map<string, string[]>();
    for (const [module, name] of names) {
      const group = groups.get(name);
      if (group) group.push(module);
      else groups.set(name, [module]);
    }
    for (const [id, name] of lazyOnly) {
      const imported = closure([id]);
      if (groups.get(name)?.some((module) => imported.has(module))) names.set(id, name);
    }
    return names;
  });
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
