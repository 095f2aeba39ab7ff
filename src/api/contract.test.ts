import { describe, expect, it } from 'vitest';
import { ZodType } from 'zod';
import * as adminMocks from './generated/endpoints/admin/admin.msw';
import * as authMocks from './generated/endpoints/auth/auth.msw';
import * as bidsMocks from './generated/endpoints/bids/bids.msw';
import * as paymentsMocks from './generated/endpoints/payments/payments.msw';
import * as scrappingMocks from './generated/endpoints/scrapping/scrapping.msw';
import * as zodSchemas from './generated/zod/index.zod';

/**
 * The generated MSW defaults are built from the contract's examples, and the zod schemas from its
 * schemas: if both agree, the examples are valid and the zod output can validate real responses.
 */
const responseMocks = Object.entries({
  ...adminMocks,
  ...authMocks,
  ...bidsMocks,
  ...paymentsMocks,
  ...scrappingMocks,
}).flatMap(([exportName, value]) => {
  const operation = /^get(\w+)ResponseMock$/.exec(exportName)?.[1];
  return operation && typeof value === 'function'
    ? [{ operation, makeResponse: value as () => unknown }]
    : [];
});

const zodByName = zodSchemas as Record<string, unknown>;

describe('the generated client', () => {
  it('has a mock response for every operation that returns a body', () => {
    expect(responseMocks.length).toBeGreaterThan(40);
  });

  it.each(responseMocks)(
    'returns a $operation mock that its zod response schema accepts',
    ({ operation, makeResponse }) => {
      const schema = zodByName[`${operation}Response`];
      if (!(schema instanceof ZodType)) throw new Error(`no zod schema named ${operation}Response`);
      expect(schema.safeParse(makeResponse()).error).toBeUndefined();
    },
  );
});
