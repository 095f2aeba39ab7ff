import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'local/import-boundaries')
    .map((m) => m.message);
}

describe('the import-boundaries lint rule', () => {
  it('refuses a feature importing another feature by alias or by relative path', async () => {
    expect(
      await boundaryErrors(
        'src/features/bids/components/A.tsx',
        "import { x } from '@/features/auth/api/login';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/features/bids/components/A.tsx',
        "import { x } from '../../auth/api/login';\nexport { x };\n",
      ),
    ).toHaveLength(1);
  });

  it('allows a feature to import its own modules, components and lib', async () => {
    const code =
      "import { a } from '../api/list';\nimport { b } from '@/components';\nimport { c } from '@/lib/config';\nexport { a, b, c };\n";
    expect(await boundaryErrors('src/features/bids/components/A.tsx', code)).toEqual([]);
  });

  it('refuses components or lib importing features or app', async () => {
    expect(
      await boundaryErrors(
        'src/components/Button.tsx',
        "import { x } from '@/features/bids/api/list';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/lib/dates.ts', "import { x } from '../app/router';\nexport { x };\n"),
    ).toHaveLength(1);
  });

  it('keeps generated code behind src/api and feature api folders', async () => {
    const code = "import { x } from '@/api/generated/endpoints/bids/bids';\nexport { x };\n";
    expect(await boundaryErrors('src/features/bids/components/A.tsx', code)).toHaveLength(1);
    expect(await boundaryErrors('src/features/bids/api/useBids.ts', code)).toEqual([]);
  });

  it('allows mocks only through a dynamic import in production code', async () => {
    expect(
      await boundaryErrors('src/main.tsx', "import { a } from '@mocks/browser';\nexport { a };\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/main.tsx', "export const load = () => import('@mocks/browser');\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/bids/routes/Dashboard.test.tsx',
        "import { server } from '@mocks/node';\nexport { server };\n",
      ),
    ).toEqual([]);
  });
});
