import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('the API contract passes redocly lint with no errors and no warnings', () => {
  const lint = spawnSync(
    'node_modules/.bin/redocly',
    ['lint', 'api-spec/openapi.yaml', '--format', 'stylish'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const output = `${lint.stdout}${lint.stderr}`;
  expect(output).not.toMatch(/\b(error|warning)\b\s+[a-z-]+/);
  expect(lint.status, output).toBe(0);
});
