import type { Profile } from '../api/useDashboardData';
import { stateCodeOf } from '@/api/usStates';
import type { BidSearch } from './bidSearch';

/** USPS codes of the states the company covers (chosen during onboarding). */
export function coverageStates(profile: Profile): string[] {
  return profile.profile.states.flatMap((state) => stateCodeOf(state.name) ?? []);
}

/** An answer from onboarding that narrows the first dashboard: an industry, or a NAICS code of the user's own. */
export interface AnswerFilter {
  id: string;
  label: string;
  /** The NAICS code prefixes it puts in the search. */
  naics: string[];
}

/** The industries chosen in onboarding (by their NAICS codes) and the NAICS codes added by hand. */
export function answerFilters(profile: Profile): AnswerFilter[] {
  const industries = profile.profile.industry_categories
    .filter((industry) => (industry.naics_codes ?? []).length > 0)
    .map((industry) => ({
      id: `industry-${industry.id}`,
      label: industry.name,
      naics: [...industry.naics_codes],
    }));
  const ownCodes = profile.profile.naics_codes.map((code) => ({
    id: `naics-${code}`,
    label: `NAICS ${code}`,
    naics: [code],
  }));
  return [...industries, ...ownCodes];
}

/**
 * The first dashboard's search: the coverage states and, where the plan has advanced filters, the
 * NAICS codes of every industry and code the user gave: the onboarding answers pick the first page.
 */
export function firstRunSearch(
  search: BidSearch,
  profile: Profile,
  canUseAdvancedFilters: boolean,
): BidSearch {
  const naics = canUseAdvancedFilters
    ? [...new Set(answerFilters(profile).flatMap((filter) => filter.naics))]
    : search.lists.naics;
  return {
    ...search,
    lists: { ...search.lists, states: coverageStates(profile), naics },
    coverageApplied: true,
  };
}

/** The answer filters the search still applies (all of each one's codes are in it). */
export function activeAnswerFilters(search: BidSearch, profile: Profile): AnswerFilter[] {
  const inSearch = new Set(search.lists.naics);
  return answerFilters(profile).filter((filter) => filter.naics.every((code) => inSearch.has(code)));
}

/** The search without one answer filter (its codes go, unless another active filter still needs them). */
export function withoutAnswerFilter(search: BidSearch, profile: Profile, filterId: string): BidSearch {
  const kept = activeAnswerFilters(search, profile).filter((filter) => filter.id !== filterId);
  const stillNeeded = new Set(kept.flatMap((filter) => filter.naics));
  const removed = new Set(answerFilters(profile).find((filter) => filter.id === filterId)?.naics ?? []);
  const naics = search.lists.naics.filter((code) => !removed.has(code) || stillNeeded.has(code));
  return { ...search, page: 1, lists: { ...search.lists, naics } };
}

/** The coverage states the search still applies. */
export function activeCoverageStates(search: BidSearch, profile: Profile): string[] {
  const covered = new Set(coverageStates(profile));
  return search.lists.states.filter((code) => covered.has(code));
}
