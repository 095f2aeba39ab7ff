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

  it('refuses a feature importing src/app, from its tests and test helpers too', async () => {
    expect(
      await boundaryErrors(
        'src/features/bids/routes/Page.tsx',
        "import { x } from '@/app/routes';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/features/bids/testing/renderPage.tsx',
        "import { x } from '@/app/testing/renderApp';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/features/bids/api/route.test.ts',
        "import { x } from '../../../app/router';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/app/routes.tsx',
        "import { x } from '@/features/bids/api/dashboardRoute';\nexport { x };\n",
      ),
    ).toEqual([]);
  });

  it('refuses the fake backend importing product code from src/, by alias or by relative path', async () => {
    expect(
      await boundaryErrors(
        'mocks/handlers/bids.ts',
        "import { x } from '@/lib/searchSyntax';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'mocks/handlers/bids.ts',
        "import { x } from '../../src/features/bids/paths';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'mocks/store/bids.ts',
        "import type { X } from '@/features/payments/gateway/types';\nexport type { X };\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'mocks/store/search-grammar.ts',
        "import { x } from '@/testing/searchSyntaxCases';\nexport { x };\n",
      ),
    ).toHaveLength(1);
  });

  it("allows the fake backend the contract's generated code, and its tests the shared test cases", async () => {
    expect(
      await boundaryErrors(
        'mocks/handlers/bids.ts',
        "import { x } from '@/api/generated/endpoints/bids/bids.msw';\nexport { x };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'mocks/store/search-grammar.test.ts',
        "import { x } from '@/testing/searchSyntaxCases';\nexport { x };\n",
      ),
    ).toEqual([]);
  });
});
