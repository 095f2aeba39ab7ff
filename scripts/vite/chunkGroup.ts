import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/** The modules `files` (paths under the root) import statically, themselves included. */
export type ImportClosure = (files: readonly string[]) => Set<string>;

/**
 * A code-splitting group (rolldown's `codeSplitting.groups`) that names the chunk of each module from
 * `chunkNames`, worked out once per chunking pass (rolldown reuses a pass's module infos). `entry`
 * (index.html) and the files `chunkNames` passes to the closure are paths under `root`.
 */
export function chunkGroup(
  root: string,
  entry: string,
  chunkNames: (closure: ImportClosure, context: Rolldown.ChunkingContext) => Map<string, string>,
) {
  const namesOfPass = new WeakMap<Rolldown.ModuleInfo, Map<string, string>>();
  return {
    name(id: string, context: Rolldown.ChunkingContext) {
      const pass = context.getModuleInfo(resolve(root, entry));
      if (!pass) return null;
      const closure: ImportClosure = (files) => {
        const seen = new Set<string>();
        const visit = (module: string) => {
          if (seen.has(module)) return;
          seen.add(module);
          context.getModuleInfo(module)?.importedIds.forEach(visit);
        };
        files.forEach((file) => visit(resolve(root, file)));
        return seen;
      };
      if (!namesOfPass.has(pass)) namesOfPass.set(pass, chunkNames(closure, context));
      return namesOfPass.get(pass)?.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  } satisfies Rolldown.CodeSplittingGroup;
}
