import { resolve } from 'node:path';
import { chunkGroup } from './chunkGroup.ts';

/**
 * A code-splitting group for the form pages visitors land on: what all of them import statically, and
 * the files every one of them loads (the form layout, React Aria's router link-up), less what the entry
 * does, in one chunk. Left to the bundler, their React Aria modules split by which routes share each
 * one into some thirty small files, each compressed on its own: several KB gzip over their budgets
 * (scripts/check-budgets.mjs); and each shared file a chunk of its own, a request more on every form
 * page and signed-in screen (docs/performance.md). Another route that uses part of the chunk loads
 * all of it.
 *
 * `pages`: each page's source files (src/app/routeModules.ts) and `entry` (index.html), under `root`.
 */
export function formPagesChunk(
  pages: readonly (readonly string[])[],
  root = process.cwd(),
  entry = 'index.html',
) {
  return chunkGroup(root, entry, (closure) => {
    const initial = closure([entry]);
    // A page's own screen keeps its chunk; a file every page loads is shared like any other module.
    const ownModules = new Set(
      pages
        .flat()
        .filter((file) => !pages.every((page) => page.includes(file)))
        .map((file) => resolve(root, file)),
    );
    const [first = new Set<string>(), ...others] = pages.map(closure);
    const shared = [...first].filter(
      (id) => !initial.has(id) && !ownModules.has(id) && others.every((set) => set.has(id)),
    );
    return new Map(shared.map((id) => [id, 'form-pages']));
  });
}
