// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as responseSchemas from '@/api/generated/zod/index.zod';
import { resetMockDb, server } from '@mocks/node';
import { STATEFUL_HEADER } from '@mocks/http/route';
import { contractOperations, demoTokens, SCRIPTED_CALLS } from './contract-operations';
import type { ApiResult } from './api-client';

const operations = contractOperations();
const schemas = responseSchemas as unknown as Record<string, ZodType | undefined>;
const results = new Map<string, ApiResult<unknown>>();

function pascal(operationId: string): string {
  return operationId.charAt(0).toUpperCase() + operationId.slice(1);
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetMockDb();
  const tokens = await demoTokens();
  // Run in script order (not contract order): some calls build on earlier ones.
  for (const [operationId, scripted] of Object.entries(SCRIPTED_CALLS))
    results.set(operationId, await scripted.run(tokens));
});
afterAll(() => server.close());

describe('the fake backend covers the contract', () => {
  it('has a scripted call for every contract operation, with the same method and path', () => {
    expect(operations.length).toBeGreaterThan(40);
    const missing = operations.filter(({ operationId, method, path }) => {
      const scripted = SCRIPTED_CALLS[operationId];
      return !scripted || scripted.method !== method || scripted.template !== path;
    });
    expect(missing).toEqual([]);
  });

  it.each(operations)(
    'answers $method $path ($operationId) from a stateful handler with a 2xx',
    ({ operationId }) => {
      const result = results.get(operationId);
      expect(result?.headers.get(STATEFUL_HEADER)).toBe('stateful');
      expect(result?.status, JSON.stringify(result?.body)).toBeGreaterThanOrEqual(200);
      expect(result?.status).toBeLessThan(300);
    },
  );

  it.each(operations)("validates $operationId's response against the contract schema", ({ operationId }) => {
    const result = results.get(operationId);
    const schema = schemas[`${pascal(operationId)}Response`];
    expect(schema, `no generated zod schema ${pascal(operationId)}Response`).toBeDefined();
    const body = result?.status === 204 ? undefined : result?.body;
    const parsed = schema?.safeParse(body);
    expect(parsed?.success, JSON.stringify(parsed?.error?.issues.slice(0, 3))).toBe(true);
    if (operationId === 'exportBids') expect(result?.headers.get('content-type')).toContain('text/csv');
  });
});
