import { type SearchPart, searchParts, withoutSearchPart } from '@/lib/searchSyntax';
import type { Profile } from '../api/useDashboardData';
import { formatBidDate } from '../lib/bidDates';
import { stateNameOf } from '@/api/usStates';
import { activeAnswerFilters, activeCoverageStates, withoutAnswerFilter } from './answerFilters';
import {
  type BidSearch,
  DATE_FILTER_LABELS,
  DATE_FILTERS,
  DEFAULT_BID_SEARCH,
  type ListFilter,
} from './bidSearch';

/** How a part of the keywords reads on its chip: what the search understood the user to mean. */
function describeSearchPart(part: SearchPart): string {
  const terms = part.terms.map((term) => (term.isPhrase ? `"${term.text}"` : term.text));
  if (part.kind === 'any') return `Any of: ${terms.join(', ')}`;
  if (part.kind === 'none') return `Without: ${terms.join(', ')}`;
  return terms.join(', ');
}

/** One filter in use, as a removable chip: what it reads and the search without it. */
export interface AppliedFilter {
  id: string;
  label: string;
  remove: (search: BidSearch) => BidSearch;
}

export interface AppliedFiltersContext {
  /** The profile whose onboarding answers name the industry chips; undefined while it loads. */
  profile: Profile | undefined;
  /** Without advanced filters the plan leaves them out of the search, so they are not shown as applied. */
  canUseAdvancedFilters: boolean;
  solicitationTypes: readonly { code: string; name: string }[];
}

const withPageOne = (search: BidSearch): BidSearch => ({ ...search, page: 1, coverageApplied: true });

function withoutListValue(name: ListFilter, value: string) {
  return (search: BidSearch) =>
    withPageOne({
      ...search,
      lists: { ...search.lists, [name]: search.lists[name].filter((v) => v !== value) },
    });
}

function listChips(
  search: BidSearch,
  name: ListFilter,
  label: (value: string) => string,
  skip: ReadonlySet<string> = new Set(),
): AppliedFilter[] {
  return search.lists[name]
    .filter((value) => !skip.has(value))
    .map((value) => ({ id: `${name}:${value}`, label: label(value), remove: withoutListValue(name, value) }));
}

/**
 * Every filter the search applies, in the order of the filter panel, one chip each: the keywords'
 * parts, the status when not Active, the states, the onboarding industries (by name, their codes
 * once), other codes, and the advanced filters the plan allows. The single place that says what is
 * applied.
 */
export function appliedFilters(search: BidSearch, context: AppliedFiltersContext): AppliedFilter[] {
  const chips: AppliedFilter[] = searchParts(search.search).map((part) => ({
    id: `search:${part.source}`,
    label: describeSearchPart(part),
    remove: (current) => withPageOne({ ...current, search: withoutSearchPart(current.search, part) }),
  }));
  if (search.bidType !== DEFAULT_BID_SEARCH.bidType) {
    chips.push({
      id: 'bid_type',
      label: `Status: ${search.bidType}`,
      remove: (current) => withPageOne({ ...current, bidType: DEFAULT_BID_SEARCH.bidType }),
    });
  }
  chips.push(...listChips(search, 'states', stateNameOf));
  if (!context.canUseAdvancedFilters) return chips;

  const industries = context.profile ? activeAnswerFilters(search, context.profile) : [];
  const profile = context.profile;
  if (profile) {
    chips.push(
      ...industries.map((industry) => ({
        id: `answer:${industry.id}`,
        label: industry.label,
        remove: (current: BidSearch) => withoutAnswerFilter(current, profile, industry.id),
      })),
    );
  }
  const industryCodes = new Set(industries.flatMap((industry) => industry.naics));
  const typeName = new Map(context.solicitationTypes.map((type) => [type.code, type.name]));
  chips.push(
    ...listChips(search, 'naics', (code) => `NAICS ${code}`, industryCodes),
    ...listChips(search, 'unspsc', (code) => `UNSPSC ${code}`),
    ...listChips(search, 'entity_types', (type) => type),
    ...listChips(search, 'solicitation_type', (code) => typeName.get(code) ?? code),
    ...listChips(search, 'set_aside', (value) => `Set-aside: ${value}`),
    ...DATE_FILTERS.filter((name) => search.dates[name]).map((name) => ({
      id: name,
      label: `${DATE_FILTER_LABELS[name]} ${formatBidDate(search.dates[name])}`,
      remove: (current: BidSearch) => withPageOne({ ...current, dates: { ...current.dates, [name]: '' } }),
    })),
  );
  return chips;
}

/** Why the first search shows what it shows: the onboarding answers it still applies, or nothing. */
export function answersLine(search: BidSearch, profile: Profile | undefined, canUseAdvancedFilters: boolean) {
  if (!profile) return undefined;
  const hasStates = activeCoverageStates(search, profile).length > 0;
  const hasIndustries = canUseAdvancedFilters && activeAnswerFilters(search, profile).length > 0;
  if (hasStates && hasIndustries) return 'Filtered to your states and industries';
  if (hasStates) return 'Filtered to your states';
  return hasIndustries ? 'Filtered to your industries' : undefined;
}
