import { retryingImport } from './lazyImport';

/**
 * Loads one export of a module through retryingImport (lazyImport.ts), for the lazy parts
 * (optionalPart, lazyRegion, modalOnDemand): `lazyExport(() => import('./PlanDialogs'), 'PlanDialogs')`.
 * The `import()` stays written out at the call site, so Vite still sees the chunk and its preloads.
 */
export function lazyExport<Module, Name extends keyof Module>(
  importModule: () => Promise<Module>,
  name: Name,
): () => Promise<Module[Name]> {
  const load = retryingImport(importModule);
  return () => load().then((module) => module[name]);
}
