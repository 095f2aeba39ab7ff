import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const TAG_MODULE_IMPORT =
  /from '[^']*generated\/endpoints\/(\w+)\/\1'|import\('[^']*generated\/endpoints\/(\w+)\/\2'\)/;
const isAppCode = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|testHandlers\.ts$|^api\/generated\//.test(file);

it('app code imports each API operation from its own module, so a screen carries only the calls it makes', () => {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(isAppCode);
  const tagImports = files.filter((file) => TAG_MODULE_IMPORT.test(readFileSync(join('src', file), 'utf8')));
  expect(tagImports).toEqual([]);
});
