import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const MARKUP_WITH_TEST_ID = 'export function Card() {\n  return <div data-testid="card">Card</div>;\n}\n';

async function testIdErrors(file: string): Promise<string[]> {
  const [result] = await eslint.lintText(MARKUP_WITH_TEST_ID, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('the lint config on test ids', () => {
  it('refuses a data-testid in product markup, in src and in the mock-only UI', async () => {
    expect(await testIdErrors('src/features/bids/summary/Card.tsx')).toHaveLength(1);
    expect(await testIdErrors('mocks/dev-panel/Card.tsx')).toHaveLength(1);
  });

  it('leaves tests, stories and testing helpers alone', async () => {
    expect(await testIdErrors('src/features/bids/summary/Card.test.tsx')).toEqual([]);
    expect(await testIdErrors('src/components/Card.stories.tsx')).toEqual([]);
    expect(await testIdErrors('src/components/testing/Card.tsx')).toEqual([]);
  });
});
