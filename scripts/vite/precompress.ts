import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** What deploy/nginx.conf compresses: the build's text files. */
const TEXT_FILE = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;
/** As `gzip_min_length`: below it, the encoding's own bytes outweigh what it saves. */
const MIN_BYTES = 512;
/** Build metadata, never served (deploy/nginx.conf answers 404 under a dot folder). */
const PRIVATE_FOLDER = '.vite';

/**
 * Writes `file.br` (Brotli at its best quality) and `file.gz` (gzip -9) beside each text file of a
 * build, for nginx to send as they are (`brotli_static`, `gzip_static` in deploy/nginx.conf). Brotli at
 * quality 11 is too slow to run per request, and takes about an eighth off gzip's bytes of the scripts a
 * screen loads first (docs/performance.md, "Log"). A form that would not be smaller is not written.
 */
export async function precompressBuild(outDir: string): Promise<void> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(outDir, file).split(path.sep)[0] !== PRIVATE_FOLDER);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [brotli, gzipped] = await Promise.all([
        toBrotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
      if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
}
