import { resolve } from 'node:path';
import { chunkGroup } from './chunkGroup.ts';

/**
 * A code-splitting group for the form pages visitors land on: what all of them import statically,
 * less what the entry does, in one chunk. Left to the bundler, their React Aria modules split by which
 * routes share each one into some thirty small files, each compressed on its own: several KB gzip over
 * their budgets (scripts/check-budgets.mjs). Another route that uses part of the chunk loads all of it.
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
    const ownModules = new Set(pages.flat().map((file) => resolve(root, file)));
    const [first = new Set<string>(), ...others] = pages.map(closure);
    const shared = [...first].filter(
      (id) => !initial.has(id) && !ownModules.has(id) && others.every((set) => set.has(id)),
    );
    return new Map(shared.map((id) => [id, 'form-pages']));
  });
}
