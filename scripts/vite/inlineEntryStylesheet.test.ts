import { describe, expect, it } from 'vitest';
import { withoutPreloadedStylesheets } from './inlineEntryStylesheet.ts';

/** A chunk as Vite writes it: its preload files once, then each lazy import's list of indexes. */
const chunk = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js","assets/entry.css","assets/b.css"])))=>i.map(i=>d[i]);',
  'import("./a.js").then(()=>x(()=>import("./b.js"),__vite__mapDeps([0,1,2])));',
  'x(()=>import("./c.js"),__vite__mapDeps([1]));',
].join('\n');

describe("lazy imports' preload lists", () => {
  it('leave out the inline stylesheets and keep every other file', () => {
    const code = withoutPreloadedStylesheets(chunk, new Set(['assets/entry.css']));

    expect(code).toContain('__vite__mapDeps([0,2])');
    expect(code).toContain('__vite__mapDeps([])');
    expect(code.split('\n')[0]).toBe(chunk.split('\n')[0]);
  });

  it('leave a chunk without preload lists, or without those stylesheets, as it is', () => {
    expect(withoutPreloadedStylesheets('import("./a.js");', new Set(['assets/entry.css']))).toBe(
      'import("./a.js");',
    );
    expect(withoutPreloadedStylesheets(chunk, new Set(['assets/other.css']))).toBe(chunk);
  });
});
