import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formPagesChunk } from './formPagesChunk.ts';
import { buildApp, writeApp } from './testing/buildApp.ts';

/**
 * Three lazy pages over a kit of modules: pages A and B are the form pages, each rendered in a layout
 * loaded lazily beside it; page C is another route that shares part of the kit.
 */
const root = writeApp({
  'index.html': '<script type="module" src="/main.js"></script>',
  'main.js': `import { shell } from './shell.js';
shell();
window.routes = [
  () => import('./layout.js'),
  () => import('./pageA.js'),
  () => import('./pageB.js'),
  () => import('./pageC.js'),
];`,
  'layout.js': `import { label } from './kit/label.js';
export default () => label();`,
  'shell.js': `export const shell = () => document.title;`,
  'pageA.js': `import { field } from './kit/field.js';
import { label } from './kit/label.js';
import { shell } from './shell.js';
import { onlyA } from './onlyA.js';
export default () => [field(), label(), shell(), onlyA()];`,
  'pageB.js': `import { field } from './kit/field.js';
import { label } from './kit/label.js';
export default () => [field(), label()];`,
  'pageC.js': `import { field } from './kit/field.js';
import { checkbox } from './kit/checkbox.js';
export default () => [field(), checkbox()];`,
  'onlyA.js': `export const onlyA = () => 'only on page A';`,
  'kit/field.js': `export const field = () => 'a field';`,
  'kit/label.js': `export const label = () => 'a label';`,
  'kit/checkbox.js': `export const checkbox = () => 'a checkbox';`,
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function chunksOfApp(groups: ReturnType<typeof formPagesChunk>[]) {
  const output = await buildApp(root, {
    build: { write: false, rolldownOptions: { output: { codeSplitting: { groups } } } },
  });
  const chunks = output.output.filter((file) => file.type === 'chunk');
  /** The chunk holding a module, by the module's path in the app. */
  return (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.includes(path.join(root, module)))?.fileName;
}

describe('formPagesChunk', () => {
  it('puts what every form page imports beyond the entry in one chunk, and nothing else', async () => {
    const chunkOf = await chunksOfApp([
      formPagesChunk(
        [
          ['layout.js', 'pageA.js'],
          ['layout.js', 'pageB.js'],
        ],
        root,
      ),
    ]);

    // Page C shares the field but not the label: left to itself the bundler splits them apart.
    expect(chunkOf('kit/field.js')).toBe(chunkOf('kit/label.js'));
    expect(chunkOf('kit/checkbox.js')).not.toBe(chunkOf('kit/field.js'));
    // The entry keeps its own modules; the pages and what only one of them imports keep theirs.
    expect(chunkOf('shell.js')).toBe(chunkOf('main.js'));
    expect(new Set(['main.js', 'pageA.js', 'pageB.js', 'kit/field.js'].map(chunkOf)).size).toBe(4);
    expect(chunkOf('onlyA.js')).toBe(chunkOf('pageA.js'));
    // The layout every form page loads comes with the kit: a request fewer on each.
    expect(chunkOf('layout.js')).toBe(chunkOf('kit/field.js'));
  });

  it('leaves the split to the bundler without it (what the first test would catch)', async () => {
    const chunkOf = await chunksOfApp([]);

    expect(chunkOf('kit/field.js')).not.toBe(chunkOf('kit/label.js'));
    expect(chunkOf('layout.js')).not.toBe(chunkOf('kit/field.js'));
  });
});
