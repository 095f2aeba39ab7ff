import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { staticImportClosure } from './staticImportClosure.ts';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * A code-splitting group (rolldown's `codeSplitting.groups`) for the form pages visitors land on:
 * what all of them import statically, less what the entry does, in one chunk. Left to the bundler,
 * their React Aria modules split by which routes share each one into some thirty small files, each
 * compressed on its own: several KB gzip over their budgets (scripts/check-budgets.mjs). Another route
 * that uses part of the chunk loads all of it (a few KB on some screens, fewer files on most).
 *
 * `pages`: each page's source files (src/app/routeModules.ts) and `entry` (index.html), under `root`.
 */
export function formPagesChunk(
  pages: readonly (readonly string[])[],
  root = process.cwd(),
  entry = 'index.html',
) {
  // Worked out once per chunking pass, whose module infos rolldown reuses.
  const sharedOfPass = new WeakMap<Rolldown.ModuleInfo, Set<string>>();
  const sharedModules = (context: ChunkingContext) => {
    const closure = (files: readonly string[]) => staticImportClosure(context, files, root);
    const initial = closure([entry]);
    const ownModules = new Set(pages.flat().map((file) => resolve(root, file)));
    const [first = new Set<string>(), ...others] = pages.map(closure);
    return new Set(
      [...first].filter(
        (id) => !initial.has(id) && !ownModules.has(id) && others.every((set) => set.has(id)),
      ),
    );
  };
  return {
    name(id: string, context: ChunkingContext) {
      const pass = context.getModuleInfo(resolve(root, entry));
      if (!pass) return null;
      const shared = sharedOfPass.get(pass) ?? sharedModules(context);
      sharedOfPass.set(pass, shared);
      return shared.has(id) ? 'form-pages' : null;
    },
    includeDependenciesRecursively: false,
  } satisfies Rolldown.CodeSplittingGroup;
}
