import type { Profile } from '../api/types';
import { INSURANCE_POLICIES } from '../insurance';

/** The groups of answers the profile edits one at a time, each as an onboarding step asks it. */
export type MatchGroup = 'coverage' | 'industries' | 'insurance' | 'qualifications';

export const MATCH_GROUP_TITLES: Readonly<Record<MatchGroup, string>> = {
  coverage: 'Where you work',
  industries: 'What you do',
  insurance: 'Insurance',
  qualifications: 'Certifications and bonding',
};

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Whole dollars as the checks quote them: 1000000 -> "$1,000,000". */
export const formatWholeDollars = (amount: number) => wholeDollars.format(amount);

/** A list read aloud: the first few names, then how many more. */
export function listOf(names: readonly string[], shown = 5): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** The answers of each group as the profile lists them, one line each; what is missing says so. */
export function matchAnswerLines(profile: Profile): Record<MatchGroup, string[]> {
  const details = profile.profile;
  const codes = [
    ...details.naics_codes.map((code) => `NAICS ${code}`),
    ...details.unspsc_codes.map((code) => `UNSPSC ${code}`),
  ];
  const held = INSURANCE_POLICIES.filter(({ answer }) => details.insurance_data?.[answer] === true).map(
    ({ name, amount }) => {
      const limit = amount ? details.insurance_amounts?.[amount] : null;
      return limit == null ? name : `${name}: ${formatWholeDollars(limit)}`;
    },
  );
  const { certifications = [], bonding_capacity: bonding = null } = details.extra_data;

  return {
    coverage: [
      details.states.length === 0 ? 'No states yet' : listOf(details.states.map((state) => state.name)),
    ],
    industries: [
      details.industry_categories.length === 0
        ? 'No industries yet'
        : listOf(details.industry_categories.map((industry) => industry.name)),
      ...(codes.length > 0 ? [listOf(codes)] : []),
      details.solicitation_types.length === 0
        ? 'Every solicitation type'
        : listOf(details.solicitation_types.map((type) => type.name)),
    ],
    insurance: [
      details.insurance_data === null
        ? 'Not answered yet'
        : held.length === 0
          ? 'No insurance held'
          : held.join('; '),
    ],
    qualifications: [
      certifications.length === 0 ? 'No certifications' : certifications.join(', '),
      bonding === null ? 'Bonding capacity not given' : `Bonding capacity: ${formatWholeDollars(bonding)}`,
    ],
  };
}
