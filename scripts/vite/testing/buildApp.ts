import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type InlineConfig, type Rollup } from 'vite';

/** Writes a small app (file → code) into a new temporary folder and returns the folder. */
export function writeApp(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'vite-plugin-'));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  return root;
}

/** Builds the app in `root` with no config file but `config`, and returns what the build wrote. */
export async function buildApp(root: string, config: InlineConfig = {}): Promise<Rollup.RollupOutput> {
  return (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    ...config,
    build: { minify: false, modulePreload: false, ...config.build },
  })) as Rollup.RollupOutput;
}
