import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { sharedChunkOfEntryFormPages } from './vite-plugins.ts';

/**
 * A small app: three lazy pages over a kit of modules that one package entry re-exports, as React
 * Aria's does. Pages A and B are the entry form pages; page C is another route that shares part of the kit.
 */
const APP: Record<string, string> = {
  'index.html': '<script type="module" src="/main.js"></script>',
  'main.js': `import { shell } from './shell.js';
shell();
window.routes = [() => import('./pageA.js'), () => import('./pageB.js'), () => import('./pageC.js')];`,
  'shell.js': `export const shell = () => document.title;`,
  'pageA.js': `import { field, label } from './kit/index.js';
import { shell } from './shell.js';
import { onlyA } from './onlyA.js';
export default () => [field(), label(), shell(), onlyA()];`,
  'pageB.js': `import { field, label } from './kit/index.js';
export default () => [field(), label()];`,
  'pageC.js': `import { field, checkbox } from './kit/index.js';
export default () => [field(), checkbox()];`,
  'onlyA.js': `export const onlyA = () => 'only on page A';`,
  'kit/index.js': `import './kit.css';
export { field } from './field.js';
export { label } from './label.js';
export { checkbox } from './checkbox.js';`,
  'kit/kit.css': `.kit { color: navy; }`,
  'kit/field.js': `export const field = () => 'a field';`,
  'kit/label.js': `export const label = () => 'a label';`,
  'kit/checkbox.js': `export const checkbox = () => 'a checkbox';`,
};

const root = mkdtempSync(path.join(tmpdir(), 'shared-chunk-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function chunksOfApp(plugins: ReturnType<typeof sharedChunkOfEntryFormPages>[]) {
  for (const [file, code] of Object.entries(APP)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, modulePreload: false },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  /** The chunk holding a module, by the module's path in the app. */
  return (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.includes(path.join(root, module)))?.fileName;
}

describe('sharedChunkOfEntryFormPages', () => {
  it('puts what every entry form page loads beyond the entry in one chunk, and nothing else', async () => {
    const chunkOf = await chunksOfApp([sharedChunkOfEntryFormPages([['pageA.js'], ['pageB.js']])]);

    // Page C shares the field but not the label: left to itself the bundler splits them apart.
    expect(chunkOf('kit/field.js')).toBe(chunkOf('kit/label.js'));
    // Only page C takes the checkbox, though the kit's entry re-exports it to every page; the kit's
    // stylesheet, imported by that entry for its own sake, goes wherever the entry is imported.
    expect(chunkOf('kit/checkbox.js')).not.toBe(chunkOf('kit/field.js'));
    expect(chunkOf('kit/kit.css')).toBe(chunkOf('kit/field.js'));
    // The entry keeps its own modules; the pages and what only one of them loads keep theirs.
    expect(chunkOf('shell.js')).toBe(chunkOf('main.js'));
    expect(new Set(['main.js', 'pageA.js', 'pageB.js', 'onlyA.js', 'kit/field.js'].map(chunkOf)).size).toBe(
      4,
    );
    expect(chunkOf('onlyA.js')).toBe(chunkOf('pageA.js'));
  });

  it('leaves the split to the bundler without it (what the first test would catch)', async () => {
    const chunkOf = await chunksOfApp([]);

    expect(chunkOf('kit/field.js')).not.toBe(chunkOf('kit/label.js'));
  });
});
