import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toJSONSchema } from 'zod';
import { ListBidsQueryParams } from '@/api/generated/zod/bids/bids.zod';
import {
  describedEnum,
  planGatedParameters,
  publicPaths,
  queryParameterSchemas,
  vocabularyModules,
  zodLimits,
} from './contract-vocabulary.mjs';

const root = process.cwd();
const generated = path.join(root, 'src/api/generated');
const contract = parse(readFileSync(path.join(root, 'api-spec/dist/openapi.yaml'), 'utf8')) as unknown;
const zodSources = readdirSync(path.join(generated, 'zod'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.zod.ts') && !file.endsWith('index.zod.ts'))
  .map((file) => readFileSync(path.join(generated, 'zod', file), 'utf8'));

const spec = {
  paths: {
    '/open/': { post: { operationId: 'open', security: [] } },
    '/either/': { get: { operationId: 'either', security: [{}, { bearerAuth: [] }] } },
    '/closed/': {
      get: {
        operationId: 'closed',
        parameters: [
          { name: 'plain', in: 'query' },
          { name: 'fancy', in: 'query', 'x-plan-feature': 'advance_search_filter' },
        ],
      },
    },
  },
  components: {
    schemas: { Colour: { type: 'string', enum: ['R', 'G'], 'x-enum-descriptions': ['Red', 'Green'] } },
  },
};

describe('the contract vocabulary generator', () => {
  it('lists only the operations with security: [] as token-free', () => {
    expect(publicPaths(spec)).toEqual(['/open/']);
  });

  it('finds the query parameters an operation gates behind a plan feature', () => {
    expect(planGatedParameters(spec, 'closed')).toEqual({ advance_search_filter: ['fancy'] });
  });

  it('pairs an enum with its names and refuses a name list of another length', () => {
    expect(describedEnum(spec, 'Colour')).toEqual([
      { code: 'R', name: 'Red' },
      { code: 'G', name: 'Green' },
    ]);
    const short = {
      components: { schemas: { Colour: { enum: ['R', 'G'], 'x-enum-descriptions': ['Red'] } } },
    };
    expect(() => describedEnum(short, 'Colour')).toThrow(/one x-enum-descriptions entry per value/);
  });

  it('keeps one copy of each zod limit and refuses two values under one name', () => {
    const limits = zodLimits(['export const aMax = 5;\nexport const aMax = 5;\nexport const b = 1;\n']);
    expect(limits).toEqual([['aMax', '5']]);
    expect(() => zodLimits(['export const aMax = 5;', 'export const aMax = 6;'])).toThrow(/both 5 and 6/);
  });

  it('keeps what each query parameter accepts and leaves out its description', () => {
    const schema = {
      type: 'object',
      properties: { page: { type: 'integer', minimum: 1, description: 'Which page.' } },
    };
    expect(queryParameterSchemas(schema)).toEqual({ page: { type: 'integer', minimum: 1 } });
    expect(() => queryParameterSchemas({ type: 'string' })).toThrow(/an object with properties/);
  });
});

describe('the vocabulary generated from api-spec', () => {
  it('exempts from the token exactly the auth screens before login and the CSP reports', () => {
    expect(publicPaths(contract)).toEqual([
      '/auth/login/',
      '/auth/resend-otp/',
      '/auth/signup/',
      '/auth/states/',
      '/auth/verify-otp/',
      '/csp-reports/',
    ]);
  });

  it('names the advanced filters of GET /bids/', () => {
    expect(planGatedParameters(contract, 'listBids')).toEqual({
      advance_search_filter: [
        'entity_types',
        'naics',
        'unspsc',
        'solicitation_type',
        'set_aside',
        'open_date_after',
        'open_date_before',
        'closing_date_after',
        'closing_date_before',
      ],
    });
  });

  it('lists the 50 states and DC', () => {
    const states = describedEnum(contract, 'StateCode');
    expect(states).toHaveLength(51);
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
  });

  it('is what src/api/generated holds (npm run generate is up to date)', () => {
    const listBidsQuery = toJSONSchema(ListBidsQueryParams, { io: 'input' });
    for (const [name, source] of Object.entries(vocabularyModules(contract, zodSources, listBidsQuery))) {
      expect(readFileSync(path.join(generated, name), 'utf8'), name).toBe(source);
    }
  });
});
