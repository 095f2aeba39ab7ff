import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ADVANCED_FILTERS } from '@/api/generated/advancedFilters';
import { PUBLIC_OPERATION_PATHS } from '@/api/generated/publicOperations';
import { PLAN_CATALOG } from '@/api/generated/planCatalog';
import { US_STATES } from '@/api/generated/usStates';
import { PLAN_LINE_UP } from '@/api/planCatalog';
import { twelveMonths, wholeDollars } from '@/lib/planPhrases';
import { PLANS } from '@mocks/data/plans';
import { planCatalog } from '../../scripts/contract-vocabulary.mjs';
import { findCopies, findPlanFieldsInWords, type Vocabulary } from './vocabulary/findCopies';

/**
 * The contract's vocabulary is typed once, in api-spec/ (the plans' numbers too, in GET /auth/plans/'s
 * `catalog` example): product code and the fake backend read the generated lists instead of keeping
 * copies that drift.
 */
const root = process.cwd();
const contract = parse(readFileSync(path.join(root, 'api-spec/dist/openapi.yaml'), 'utf8')) as unknown;

/** Every string enum in the contract (schemas, properties and parameters), by where it sits. */
function enumsOf(node: unknown, at: string, found: { name: string; values: string[] }[] = []) {
  if (Array.isArray(node)) node.forEach((item, index) => enumsOf(item, `${at}[${index}]`, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value) && value.every((item) => typeof item === 'string')) {
        found.push({ name: at, values: value as string[] });
      } else enumsOf(value, `${at}.${key}`, found);
    }
  }
  return found;
}

function maxLengthsOf(node: unknown, found = new Set<number>()): Set<number> {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'maxLength' && typeof value === 'number') found.add(value);
      else maxLengthsOf(value, found);
    }
  }
  return found;
}

const paidPlans = PLAN_LINE_UP.filter((plan) => Number(plan.monthly_price) > 0);
const vocabulary: Vocabulary = {
  lists: [
    ...enumsOf(contract, 'contract')
      .filter(({ values }) => values.length >= 3)
      // Half an enum or more is a copy of it (a few sample values are not); two error codes are a list.
      .map(({ name, values }) => ({
        name,
        values,
        copyAt: name.endsWith('ErrorCode') ? 2 : Math.max(3, Math.ceil(values.length / 2)),
      })),
    { name: 'token-free paths', values: PUBLIC_OPERATION_PATHS, copyAt: 2 },
    { name: 'advanced filters', values: ADVANCED_FILTERS, copyAt: ADVANCED_FILTERS.length },
    { name: 'state names', values: US_STATES.map((state) => state.name), copyAt: 10, anywhere: true },
  ],
  // 2 and 20 (state codes, tax ids) are too common to tell apart from other numbers.
  lengthLimits: [...maxLengthsOf(contract)].filter((limit) => limit >= 100),
  prices: paidPlans.flatMap((plan) =>
    [plan.monthly_price, plan.annual_price, twelveMonths(plan)].map((amount) => wholeDollars(amount)),
  ),
};

/** Shipped code and the fake backend; tests, stories and their fixtures may hold sample values. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .filter((file) => !file.startsWith(path.join('src', 'api', 'generated')))
    .filter((file) => !/\.(test|stories)\.tsx?$|storyFixtures\.ts$/.test(file))
    .filter((file) => !file.split(path.sep).includes('testing'));
}

describe('the contract vocabulary', () => {
  it('has no hand-typed copy in src/ or mocks/', () => {
    const copies = [...sourceFiles('src'), ...sourceFiles('mocks')].flatMap((file) =>
      findCopies(readFileSync(path.join(root, file), 'utf8'), vocabulary).map(
        (copy) => `${file}:${copy.line} ${copy.what}`,
      ),
    );
    expect(copies).toEqual([]);
  });

  it('words plan limits and prices only in src/lib/planPhrases.ts', () => {
    // The fake backend cannot import src/lib: it words its refusals from its own plans data.
    const planPhrases = path.join('src', 'lib', 'planPhrases.ts');
    const elsewhere = sourceFiles('src')
      .filter((file) => file !== planPhrases)
      .flatMap((file) =>
        findPlanFieldsInWords(readFileSync(path.join(root, file), 'utf8')).map(
          (copy) => `${file}:${copy.line} ${copy.what}`,
        ),
      );
    expect(elsewhere).toEqual([]);
  });

  it.each([
    ['a plan field in a template', 'const note = `Keep up to ${plan.max_bookmark} bids`;'],
    ['a plan field in JSX text', '<p>Up to {STARTER.max_saved_search} saved searches</p>'],
    ['a price field in a sentence', 'const text = `Starter costs ${STARTER.annual_price} a year`;'],
  ])('catches %s outside the plan sentences', (_what, source) => {
    expect(findPlanFieldsInWords(source)).toHaveLength(1);
  });

  it('lets a plan field pass as a prop', () => {
    expect(findPlanFieldsInWords('<ExportControls maxExport={plan?.max_export} />')).toEqual([]);
  });

  it.each([
    ['a limit', 'export const EMAIL_MAX_LENGTH = 254;', /length limit 254/],
    ['the token-free paths', "const EXEMPT = ['/auth/signup/', '/auth/login/'];", /token-free paths/],
    [
      'the advanced filters',
      `const ADVANCED = [${ADVANCED_FILTERS.map((name) => `'${name}'`).join(', ')}];`,
      /advanced filters/,
    ],
    ['error codes', "type Code = 'not_admin' | 'email_not_verified';", /ErrorCode/],
    ['an enum', "const TYPES = ['City', 'County', 'Federal'];", /EntityType/],
    [
      'the states',
      `const STATES = [${US_STATES.map((state) => `'${state.name}'`).join(', ')}];`,
      /state names/,
    ],
    [
      'the states as a table',
      US_STATES.map((state) => `{ code: '${state.code}', name: '${state.name}' },`).join('\n'),
      /state names/,
    ],
    ['a plan limit', "'Keep up to 20 bids on your Bookmarked Bids list.'", /plan limit in words/],
    ['a plan price', "'Starter costs $558 a year'", /plan price \$558/],
  ])('catches a hand-typed copy of %s', (_what, source, expected) => {
    expect(
      findCopies(source, vocabulary)
        .map((copy) => copy.what)
        .join('\n'),
    ).toMatch(expected);
  });

  it("seeds the fake backend's plans and the app's plan copy from the contract's one catalog", () => {
    expect(PLANS).toBe(PLAN_CATALOG);
    expect(PLAN_LINE_UP).toBe(PLAN_CATALOG);
  });

  it('reads the plan catalog from GET /auth/plans/ in the contract, cheapest first', () => {
    const listPlans = (contract as { paths: Record<string, { get: { responses: Record<string, unknown> } }> })
      .paths['/auth/plans/']?.get.responses['200'];
    expect(JSON.stringify(listPlans)).toContain('"catalog"');
    expect(planCatalog(contract)).toEqual(PLAN_CATALOG);
    expect(PLAN_CATALOG.map((plan) => plan.name)).toEqual(['Sneak', 'Starter', 'Essentials']);
  });

  it('refuses a plan catalog that is missing or out of price order', () => {
    expect(() => planCatalog({ paths: {} })).toThrow(/catalog/);
    const reversed = {
      paths: {
        '/auth/plans/': {
          get: {
            responses: {
              '200': {
                content: {
                  'application/json': { examples: { catalog: { value: [...PLAN_CATALOG].reverse() } } },
                },
              },
            },
          },
        },
      },
    };
    expect(() => planCatalog(reversed)).toThrow(/cheapest first/);
  });
});
