import type {
  PaginatedIndustries,
  PaginatedNaicsCodes,
  PaginatedUnspscCodes,
  Plan,
  SolicitationType,
  State,
} from '@/api/generated/model';
import { ListNaicsCodesQueryParams, ListUnspscCodesQueryParams } from '@/api/generated/zod/bids/bids.zod';
import { ListIndustriesQueryParams } from '@/api/generated/zod/auth/auth.zod';
import { INDUSTRIES, SOLICITATION_TYPES, presentIndustry } from '../data/catalogs';
import { NAICS_CODES } from '../data/naics';
import { PLANS } from '../data/plans';
import { STATES } from '../data/states';
import { UNSPSC_CODES } from '../data/unspsc';
import { paginate } from '../http/pagination';
import { json, route } from '../http/route';
import { validateQuery } from '../http/validate';

function searchTerm(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** Read-only catalogs: states, industries, NAICS, UNSPSC, solicitation types and plans. */
export const referenceHandlers = [
  route('get', '/auth/states/', { auth: 'none' }, () =>
    json<State[]>(
      [...STATES]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ id, name, code, region }) => ({ id, name, code, region })),
    ),
  ),

  route('get', '/auth/industries/', { auth: 'optional' }, ({ url }) => {
    const query = validateQuery(ListIndustriesQueryParams, url.searchParams);
    // Every word must match the start of a word of the name, group or keywords ("pav" finds paving).
    const words = searchTerm(query.search).split(/\s+/).filter(Boolean);
    const matches = INDUSTRIES.filter((industry) => {
      const text = [industry.name, industry.group, ...industry.keywords].join(' ').toLowerCase();
      const textWords = text.split(/[^a-z0-9]+/);
      return words.every((word) => textWords.some((textWord) => textWord.startsWith(word)));
    }).map(presentIndustry);
    return json<PaginatedIndustries>(paginate(matches, url, query));
  }),

  // A search that is all digits matches the code prefix; otherwise it matches the title.
  route('get', '/bids/naics-codes/', { auth: 'optional' }, ({ url }) => {
    const query = validateQuery(ListNaicsCodesQueryParams, url.searchParams);
    const term = searchTerm(query.search);
    const matches = /^[\d-]+$/.test(term)
      ? NAICS_CODES.filter((naics) => naics.code.startsWith(term))
      : NAICS_CODES.filter(
          (naics) => naics.title.toLowerCase().includes(term) || naics.code.startsWith(term),
        );
    return json<PaginatedNaicsCodes>(paginate(matches, url, query));
  }),

  // `code` (prefix) takes precedence over `search` (docs/product/plans-and-limits.md#page-sizes).
  route('get', '/bids/unspsc-codes/', { auth: 'optional' }, ({ url }) => {
    const query = validateQuery(ListUnspscCodesQueryParams, url.searchParams);
    const code = searchTerm(query.code);
    const term = searchTerm(query.search);
    const matches = code
      ? UNSPSC_CODES.filter((unspsc) => unspsc.code.startsWith(code))
      : UNSPSC_CODES.filter(
          (unspsc) =>
            unspsc.title.toLowerCase().includes(term) || unspsc.segment.toLowerCase().includes(term),
        );
    return json<PaginatedUnspscCodes>(paginate(matches, url, query));
  }),

  route('get', '/bids/solicitation/', { auth: 'optional' }, () =>
    json<SolicitationType[]>(SOLICITATION_TYPES.map((type) => ({ ...type }))),
  ),

  route('get', '/auth/plans/', { auth: 'optional' }, () =>
    json<Plan[]>(PLANS.map((plan) => ({ ...plan, entity_types: [...plan.entity_types] }))),
  ),
];
