import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type BundleModules, bundleModulesReport } from './bundleModulesReport.ts';
import { buildApp, writeApp } from './testing/buildApp.ts';

const root = writeApp({
  'index.html': '<script type="module" src="/main.js"></script>',
  'main.js': `import { shell } from './shell.js';\nshell();\nwindow.load = () => import('./page.js');`,
  'shell.js': `export const shell = () => document.title;`,
  'page.js': `export default () => 'a page';`,
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('bundleModulesReport', () => {
  it('writes each chunk with its source modules, and what each module imports', async () => {
    const output = await buildApp(root, { plugins: [bundleModulesReport()], build: { write: false } });
    const asset = output.output.find((file) => file.fileName === '.vite/modules.json');
    const report = JSON.parse(asset?.type === 'asset' ? String(asset.source) : '{}') as BundleModules;

    const chunkOf = (module: string) => report.chunks.find((chunk) => chunk.modules.includes(module))?.file;
    expect(chunkOf('main.js')).toBe(chunkOf('shell.js'));
    expect(chunkOf('page.js')).not.toBe(chunkOf('main.js'));
    expect(report.imports['main.js']).toContain('shell.js');
  });
});
