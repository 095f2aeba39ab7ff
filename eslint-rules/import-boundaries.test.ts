import { describe, expect, it } from 'vitest';
import { lintMessages } from './testing/lintMessages';

const boundaryErrors = (file: string, code: string) => lintMessages(file, code, 'local/import-boundaries');

/** What the rule says of `file` importing one name from `source`. */
const errorsImporting = (file: string, source: string) =>
  boundaryErrors(file, `import { x } from '${source}';\nexport { x };\n`);

describe('the import-boundaries lint rule', () => {
  it('refuses a feature importing another feature by alias or by relative path', async () => {
    expect(
      await errorsImporting('src/features/bids/components/A.tsx', '@/features/auth/api/login'),
    ).toHaveLength(1);
    expect(await errorsImporting('src/features/bids/components/A.tsx', '../../auth/api/login')).toHaveLength(
      1,
    );
  });

  it('allows a feature to import its own modules, components and lib', async () => {
    const code =
      "import { a } from '../api/list';\nimport { b } from '@/components';\nimport { c } from '@/lib/config';\nexport { a, b, c };\n";
    expect(await boundaryErrors('src/features/bids/components/A.tsx', code)).toEqual([]);
  });

  it('refuses components or lib importing features or app', async () => {
    expect(await errorsImporting('src/components/Button.tsx', '@/features/bids/api/list')).toHaveLength(1);
    expect(await errorsImporting('src/lib/dates.ts', '../app/router')).toHaveLength(1);
  });

  it('keeps generated code behind src/api and feature api folders', async () => {
    const generated = '@/api/generated/endpoints/bids/bids';
    expect(await errorsImporting('src/features/bids/components/A.tsx', generated)).toHaveLength(1);
    expect(await errorsImporting('src/features/bids/api/useBids.ts', generated)).toEqual([]);
  });

  it('allows mocks only through a dynamic import in production code', async () => {
    expect(await errorsImporting('src/main.tsx', '@mocks/browser')).toHaveLength(1);
    expect(
      await boundaryErrors('src/main.tsx', "export const load = () => import('@mocks/browser');\n"),
    ).toEqual([]);
    expect(await errorsImporting('src/features/bids/routes/Dashboard.test.tsx', '@mocks/node')).toEqual([]);
  });

  it('refuses a feature importing src/app, from its tests and test helpers too', async () => {
    expect(await errorsImporting('src/features/bids/routes/Page.tsx', '@/app/routes')).toHaveLength(1);
    expect(
      await errorsImporting('src/features/bids/testing/renderPage.tsx', '@/app/testing/renderApp'),
    ).toHaveLength(1);
    expect(await errorsImporting('src/features/bids/api/route.test.ts', '../../../app/router')).toHaveLength(
      1,
    );
    expect(await errorsImporting('src/app/routes.tsx', '@/features/bids/api/dashboardRoute')).toEqual([]);
  });

  it('refuses the fake backend importing product code from src/, by alias or by relative path', async () => {
    expect(await errorsImporting('mocks/handlers/bids.ts', '@/lib/searchSyntax')).toHaveLength(1);
    expect(await errorsImporting('mocks/handlers/bids.ts', '../../src/features/bids/paths')).toHaveLength(1);
    expect(
      await boundaryErrors(
        'mocks/store/bids.ts',
        "import type { X } from '@/features/payments/gateway/types';\nexport type { X };\n",
      ),
    ).toHaveLength(1);
    expect(
      await errorsImporting('mocks/store/search-grammar.ts', '@/testing/searchSyntaxCases'),
    ).toHaveLength(1);
  });

  it("allows the fake backend the contract's generated code, and its tests the shared test cases", async () => {
    expect(
      await errorsImporting('mocks/handlers/bids.ts', '@/api/generated/endpoints/bids/bids.msw'),
    ).toEqual([]);
    expect(
      await errorsImporting('mocks/store/search-grammar.test.ts', '@/testing/searchSyntaxCases'),
    ).toEqual([]);
  });
});
