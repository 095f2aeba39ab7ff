import type { Plugin } from 'vite';

/** Where a chunk's lazy imports name their preload lists: `__vite__mapDeps([0,3])`, indexes into the files. */
const PRELOAD_LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;
/** The chunk's preload files, once: `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[…])))`. */
const PRELOAD_FILES = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)/;

/** A chunk's code with `stylesheets` left out of its lazy imports' preload lists. */
export function withoutPreloadedStylesheets(code: string, stylesheets: ReadonlySet<string>): string {
  const files = PRELOAD_FILES.exec(code)?.[1];
  if (!files) return code;
  const dropped = new Set(
    (JSON.parse(files) as string[]).flatMap((file, index) => (stylesheets.has(file) ? [String(index)] : [])),
  );
  if (dropped.size === 0) return code;
  return code.replace(PRELOAD_LIST, (_call, indexes: string) => {
    const kept = indexes.split(',').filter((index) => index && !dropped.has(index));
    return `__vite__mapDeps([${kept.join(',')}])`;
  });
}

/**
 * The entry chunk's stylesheet is inline in every page (scripts/vite/prerenderPublicPages.ts), never a
 * `<link>`: Vite's preload helper, which looks for one before a lazy chunk runs, would download it
 * again. So no lazy import lists it. Runs after Vite has written the lists (`order: 'post'`).
 */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'bidlantern:inline-entry-stylesheet',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const entryCss = new Set(
          chunks
            .filter((chunk) => chunk.isEntry)
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        for (const chunk of chunks) chunk.code = withoutPreloadedStylesheets(chunk.code, entryCss);
      },
    },
  };
}
