// Contract -> code: bundle the split OpenAPI files into one (api-spec/dist/openapi.yaml), then let orval
// generate the React Query hooks, MSW defaults and zod schemas into src/api/generated, split the hooks
// into one module per operation (scripts/split-operations.mjs), and
// scripts/contract-vocabulary.mjs the lists orval leaves out (token-free paths, advanced filters, states, limits).
// It runs before start/build/storybook/test, so it is quiet and skips the work when no input changed
// since the last run (pass --force to regenerate anyway).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { parse } from 'yaml';
import { toJSONSchema } from 'zod';
import { vocabularyModules } from './contract-vocabulary.mjs';
import { splitOperations } from './split-operations.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const generated = join(root, 'src/api/generated');
const stampFile = join(generated, '.inputs-hash');

/** Everything the output depends on: the contract sources, the orval config, the mutator and orval's version. */
function inputsHash() {
  const specFiles = listFiles(join(root, 'api-spec'))
    .map((file) => relative(root, file))
    .filter((file) => !file.startsWith('api-spec/dist/'));
  const inputs = [
    ...specFiles,
    'orval.config.ts',
    'redocly.yaml',
    'src/api/http.ts',
    'scripts/contract-vocabulary.mjs',
    'scripts/split-operations.mjs',
    'scripts/generate.mjs',
    'node_modules/orval/package.json',
  ];
  const hash = createHash('sha256');
  for (const file of inputs.sort()) {
    const path = join(root, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '');
  }
  return hash.digest('hex');
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Run a local CLI; show its output only when it fails. */
function run(cli, args) {
  const result = spawnSync(join(root, 'node_modules/.bin', cli), args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}\n`);
    console.error(`generate: ${cli} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/** The lists orval does not emit, read from the bundled contract and orval's zod files. */
async function writeVocabulary() {
  const spec = parse(readFileSync(join(root, 'api-spec/dist/openapi.yaml'), 'utf8'));
  const zodFiles = listFiles(join(generated, 'zod')).filter((file) => !file.endsWith('index.zod.ts'));
  // The generated zod module is TypeScript: tsx loads it, so zod itself writes its JSON Schema.
  const bids = await tsImport(join(generated, 'zod/bids/bids.zod.ts'), import.meta.url);
  const modules = vocabularyModules(
    spec,
    zodFiles.map((file) => readFileSync(file, 'utf8')),
    toJSONSchema(bids.ListBidsQueryParams, { io: 'input' }),
  );
  for (const [name, source] of Object.entries(modules)) writeFileSync(join(generated, name), source);
}

const hash = inputsHash();
const upToDate = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
if (upToDate && !process.argv.includes('--force')) {
  console.log('generate: src/api/generated is up to date');
} else {
  run('redocly', ['bundle', 'api-spec/openapi.yaml', '-o', 'api-spec/dist/openapi.yaml']);
  run('orval', ['--config', 'orval.config.ts']);
  splitOperations(
    join(generated, 'endpoints'),
    parse(readFileSync(join(root, 'api-spec/dist/openapi.yaml'), 'utf8')),
  );
  await writeVocabulary();
  writeFileSync(stampFile, hash);
  console.log('generate: api-spec -> src/api/generated (endpoints, model, zod)');
}
