import { describe, expect, it } from 'vitest';
import { lintMessages } from './testing/lintMessages';

const MARKUP_WITH_TEST_ID = 'export function Card() {\n  return <div data-testid="card">Card</div>;\n}\n';

const testIdErrors = (file: string) => lintMessages(file, MARKUP_WITH_TEST_ID, 'no-restricted-syntax');

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
