import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/** The modules `files` (paths under `root`) import statically, themselves included, in this chunking pass. */
export function staticImportClosure(
  context: Rolldown.ChunkingContext,
  files: readonly string[],
  root: string,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  files.forEach((file) => visit(resolve(root, file)));
  return seen;
}
