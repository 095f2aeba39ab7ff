// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressBuild } from './precompress.ts';
import { writeApp } from './testing/buildApp.ts';

const script = `export const words = ${JSON.stringify('a compressible sentence. '.repeat(400))};`;

describe('precompressBuild', () => {
  it('writes a Brotli and a gzip form of each text file that decompress to the file', async () => {
    const outDir = writeApp({
      'index.html': `<!doctype html><title>app</title><p>${'A page. '.repeat(200)}</p>`,
      'assets/app.js': script,
      'assets/app.css': `.card { color: red; }\n`.repeat(100),
      'legal/terms.html': `<p>${'Terms. '.repeat(200)}</p>`,
    });
    await precompressBuild(outDir);
    for (const file of ['index.html', 'assets/app.js', 'assets/app.css', 'legal/terms.html']) {
      const original = readFileSync(path.join(outDir, file));
      const brotli = readFileSync(path.join(outDir, `${file}.br`));
      const gzipped = readFileSync(path.join(outDir, `${file}.gz`));
      expect(brotliDecompressSync(brotli).equals(original), file).toBe(true);
      expect(gunzipSync(gzipped).equals(original), file).toBe(true);
      expect(brotli.length, file).toBeLessThan(gzipped.length);
    }
  });

  it('leaves small files, other types and the private build metadata as they are', async () => {
    const outDir = writeApp({
      'assets/tiny.js': 'export const a = 1;',
      'assets/logo.png': script,
      '.vite/manifest.json': JSON.stringify({ words: script }),
    });
    await precompressBuild(outDir);
    for (const file of ['assets/tiny.js', 'assets/logo.png', '.vite/manifest.json']) {
      expect(existsSync(path.join(outDir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(outDir, `${file}.gz`)), file).toBe(false);
    }
  });
});
