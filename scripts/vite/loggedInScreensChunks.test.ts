import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { entryChunk, loggedInScreensChunks } from './loggedInScreensChunks.ts';
import { buildApp, writeApp } from './testing/buildApp.ts';

/**
 * An entry with one public page and four logged-in screens over a kit of modules: screens A and B
 * share the table and the badge, screen C the table only; screen A opens a dialog lazily; screen B
 * imports the toast that screen C imports lazily. The site's frame loads a notice lazily on every page,
 * which screen B also imports. Screen D is a layout and its tab, each loaded lazily, each with a
 * module of its own. The scope (as the query cache) is loaded lazily with any screen.
 */
const root = writeApp({
  'index.html': '<script type="module" src="/main.js"></script>',
  'main.js': `import { shell } from './shell.cjs';
import { frame } from './src/app/layout/frame.js';
shell();
window.frame = frame;
window.routes = [
  () => import('./home.js'),
  () => import('./screenA.js'),
  () => import('./screenB.js'),
  () => import('./screenC.js'),
  () => import('./layoutD.js'),
  () => import('./tabD.js'),
  () => import('./scope.js'),
];`,
  // CommonJS, as React is.
  'shell.cjs': `module.exports = { shell: () => document.title };`,
  'home.js': `import { shell } from './shell.cjs';
import { hero } from './kit/hero.js';
export default () => [shell(), hero()];`,
  'screenA.js': `import { table } from './kit/table.js';
import { badge } from './kit/badge.js';
import { hero } from './kit/hero.js';
import { onlyA } from './onlyA.js';
export const openDialog = () => import('./dialog.js');
export default () => [table(), badge(), hero(), onlyA()];`,
  'screenB.js': `import { table } from './kit/table.js';
import { badge } from './kit/badge.js';
import { toast } from './toast.js';
import { notice } from './notice.js';
export default () => [table(), badge(), toast(), notice()];`,
  'src/app/layout/frame.js': `export const frame = () => import('../../../notice.js');`,
  'notice.js': `import { icon } from './kit/icon.js';
export const notice = () => icon();`,
  'kit/icon.js': `export const icon = () => 'an icon';`,
  'screenC.js': `import { table } from './kit/table.js';
export const showToast = () => import('./toast.js');
export default () => [table()];`,
  'toast.js': `export const toast = () => 'a toast';`,
  'dialog.js': `import { badge } from './kit/badge.js';
export default () => badge();`,
  'onlyA.js': `export const onlyA = () => 'only on screen A';`,
  'kit/table.js': `export const table = () => 'a table';`,
  'kit/badge.js': `export const badge = () => 'a badge';`,
  'kit/hero.js': `export const hero = () => 'a hero';`,
  'layoutD.js': `import { frameD } from './frameD.js';
export default () => frameD();`,
  'tabD.js': `import { listD } from './listD.js';
export default () => listD();`,
  'frameD.js': `export const frameD = () => 'a layout';`,
  'listD.js': `export const listD = () => 'a list';`,
  'scope.js': `import { table } from './kit/table.js';
export const scope = () => table();`,
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function chunksOfApp(groups: Rolldown.CodeSplittingGroup[]) {
  const output = await buildApp(root, {
    build: { write: false, rolldownOptions: { output: { codeSplitting: { groups } } } },
  });
  const chunks = output.output.filter((file) => file.type === 'chunk');
  /** The chunk holding a module, by the module's path in the app. */
  return (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.includes(path.join(root, module)))?.fileName;
}

const screens = [['screenA.js'], ['screenB.js'], ['screenC.js'], ['layoutD.js', 'tabD.js']];

describe('loggedInScreensChunks', () => {
  it('puts what one screen imports in its own chunk, and what several screens import in one', async () => {
    const chunkOf = await chunksOfApp([loggedInScreensChunks([['home.js']], screens, root)]);

    // The badge also goes to the dialog: left to itself the bundler splits it from the table.
    expect(chunkOf('kit/table.js')).toMatch(/screens-shared/);
    expect(chunkOf('kit/badge.js')).toBe(chunkOf('kit/table.js'));
    expect(chunkOf('onlyA.js')).toMatch(/screen-0/);
    // Imported both ways, it joins the group: its own chunk and the group's would import each other.
    expect(chunkOf('toast.js')).toMatch(/screen-1/);
  });

  it("leaves the entry's and public pages' modules, and other lazily imported ones, to the bundler", async () => {
    const chunkOf = await chunksOfApp([loggedInScreensChunks([['home.js']], screens, root)]);

    expect(chunkOf('shell.cjs')).toBe(chunkOf('main.js'));
    expect(chunkOf('kit/hero.js')).not.toMatch(/screens?-/);
    // Screen C has no group of its own; the dialog is no screen's.
    const lazyModules = ['home.js', 'screenC.js', 'dialog.js'];
    expect(new Set(lazyModules.map(chunkOf)).size).toBe(lazyModules.length);
    lazyModules.forEach((module) => expect(chunkOf(module)).not.toMatch(/screens?-/));
  });

  it('puts a lazily imported screen file in its group when it imports any of the group', async () => {
    const chunkOf = await chunksOfApp([loggedInScreensChunks([['home.js']], screens, root)]);

    expect(chunkOf('screenA.js')).toBe(chunkOf('onlyA.js'));
    expect(chunkOf('screenB.js')).toBe(chunkOf('toast.js'));
    // D's layout and tab each import half of D's group: one chunk for the four.
    expect(chunkOf('frameD.js')).toMatch(/screen-3/);
    expect(new Set(['layoutD.js', 'tabD.js', 'frameD.js', 'listD.js'].map(chunkOf)).size).toBe(1);
    // The scope every screen loads imports the shared table.
    const everyScreenInScope = screens.map((files) => [...files, 'scope.js']);
    const chunkOfScoped = await chunksOfApp([loggedInScreensChunks([['home.js']], everyScreenInScope, root)]);
    expect(chunkOfScoped('scope.js')).toBe(chunkOfScoped('kit/table.js'));
  });

  it("leaves what the site's frame loads after the page, and what that imports, out of the groups", async () => {
    const chunkOf = await chunksOfApp([loggedInScreensChunks([['home.js']], screens, root)]);

    expect(chunkOf('notice.js')).not.toMatch(/screens?-/);
    expect(chunkOf('kit/icon.js')).not.toMatch(/screens?-/);
  });
});

describe('entryChunk', () => {
  it("keeps what the entry imports in the entry chunk, and no lazy page's own modules", async () => {
    const chunkOf = await chunksOfApp([entryChunk]);

    expect(chunkOf('shell.cjs')).toBe(chunkOf('main.js'));
    expect(chunkOf('kit/hero.js')).not.toBe(chunkOf('main.js'));
    expect(chunkOf('home.js')).not.toBe(chunkOf('main.js'));
  });
});
