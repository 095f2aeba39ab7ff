import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { chunkGroup } from './chunkGroup.ts';

/** The site's frame around every screen: its modules' lazy imports load on every page. */
const SITE_FRAME_SOURCES = ['src/app/layout/', 'src/app/providers.tsx'];

/**
 * Source code (characters, before minifying) of a group that a screen's lazy load would bring without
 * using it, above which the part it uses gets a chunk of its own.
 */
const UNNEEDED_CODE_LIMIT = 20_000;

/**
 * A code-splitting group for the logged-in screens: each module that one or more of `screens` import
 * statically, and that neither the entry (index.html) nor a public page (`publicPages`: the landing
 * and form pages) reaches, goes in one chunk per set of screens importing it. Left to the bundler,
 * these modules split by which of the lazy imports (routes, tabs, dialogs) share each one, into many
 * small files, each named in the entry's preload map and index arrays, which the landing page
 * downloads (docs/performance.md). Here a screen loads only what it imports, in fewer files; a dialog
 * or tab that uses part of a chunk loads all of it. Modules that other screens load later (lazily)
 * are apart from those they do not.
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
    // What each screen loads later (dialogs, pickers, panes): its lazy imports and their static ones.
    const laterModules = screenModules.map((modules) => {
      const later = new Set<string>();
      const visit = (id: string) => {
        if (later.has(id) || modules.has(id)) return;
        later.add(id);
        context.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      modules.forEach((id) => context.getModuleInfo(id)?.dynamicallyImportedIds.forEach(visit));
      return later;
    });
    const groups = new Map<number, string[]>();
    for (const id of new Set(screenModules.flatMap((modules) => [...modules]))) {
      // A module only ever imported lazily keeps its own chunk. One also imported statically joins
      // the group: left out, its chunk and the group's would import each other and run out of order.
      const info = context.getModuleInfo(id);
      if (publicModules.has(id) || (info?.dynamicImporters.length && !info.importers.length)) continue;
      // One bit per screen importing the module: a short, stable chunk (and CSS file) name.
      const importers = screenModules.reduce((mask, modules, i) => mask | (+modules.has(id) << i), 0);
      groups.set(importers, [...(groups.get(importers) ?? []), id]);
    }
    const codeSize = (ids: string[]) =>
      ids.reduce((size, id) => size + (context.getModuleInfo(id)?.code?.length ?? 0), 0);
    const names = new Map<string, string>();
    for (const [importers, ids] of groups) {
      // The part of a group another screen loads later (a picker on first use) is a chunk of its
      // own when the rest is large: that screen would load it for nothing. Each chunk more is a
      // name more in the entry, so a small rest stays in.
      const laterBits = new Map<string, number>();
      laterModules.forEach((later, screen) => {
        const reached = ids.filter((id) => later.has(id));
        const rest = ids.filter((id) => !later.has(id));
        if (!reached.length || codeSize(rest) < UNNEEDED_CODE_LIMIT) return;
        reached.forEach((id) => laterBits.set(id, (laterBits.get(id) ?? 0) | (1 << screen)));
      });
      for (const id of ids) {
        const later = laterBits.get(id);
        names.set(id, `screens-${importers}${later ? `-${later}` : ''}`);
      }
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
