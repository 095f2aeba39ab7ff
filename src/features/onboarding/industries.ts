import type { Industry, SolicitationType } from './api/types';

export interface IndustryGroup {
  name: string;
  industries: Industry[];
}

/** Industries under their group headings, groups in the order the API first names them. */
export function groupIndustries(industries: readonly Industry[]): IndustryGroup[] {
  const groups = new Map<string, Industry[]>();
  for (const industry of industries) {
    const group = industry.group || 'Other';
    groups.set(group, [...(groups.get(group) ?? []), industry]);
  }
  return [...groups].map(([name, members]) => ({ name, industries: members }));
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Search by word: every typed word must start a word of the industry's name, group or keywords,
 * so "pav" finds Construction (paving) and "software" finds Information Technology.
 */
export function matchesSearch(industry: Industry, search: string): boolean {
  const wanted = words(search);
  if (wanted.length === 0) return true;
  const own = words([industry.name, industry.group, ...(industry.keywords ?? [])].join(' '));
  return wanted.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/** Words that do not tell two solicitation names apart ("Invitation to Bid" = "Invitation for Bids"). */
const FILLER_WORDS = new Set(['to', 'for', 'of', 'the', 'a', 'an', 'notice']);

function comparableName(name: string): string {
  return words(name)
    .filter((word) => !FILLER_WORDS.has(word))
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word))
    .join(' ');
}

export interface SolicitationChoice {
  /** Stable key: the ids it stands for, joined. */
  key: string;
  label: string;
  ids: number[];
}

/**
 * One choice per kind of solicitation: names that differ only in small words or a plural
 * ("Invitation to Bid", "Invitation for Bids") become one choice standing for all their ids.
 */
export function solicitationChoices(types: readonly SolicitationType[]): SolicitationChoice[] {
  const byName = new Map<string, SolicitationType[]>();
  for (const type of types) {
    const name = comparableName(type.name);
    byName.set(name, [...(byName.get(name) ?? []), type]);
  }
  return [...byName.values()].map((same) => {
    const [first] = same as [SolicitationType, ...SolicitationType[]];
    // Acronyms help (RFP, ITB); a code that is just a shorter name does not.
    const codes = same.map((type) => type.code).filter((code) => /^[A-Z]{2,6}$/.test(code));
    return {
      key: same.map((type) => type.id).join('+'),
      label: codes.length > 0 ? `${first.name} (${codes.join(', ')})` : first.name,
      ids: same.map((type) => type.id),
    };
  });
}
