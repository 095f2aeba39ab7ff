import type { Profile } from '../api/types';
import { typedAmounts } from '../insurance';
import { wholeDollarsText } from '../validation';
import { EMPTY_DRAFT, EMPTY_INSURANCE_DATA, type OnboardingDraft } from './onboardingDraft';

/** NAICS and UNSPSC codes come back without titles, so the code stands in for its title. */
const withCodeAsTitle = (code: string) => ({ code, title: code });

/**
 * The answers the server already holds, in the draft's shape: someone who logs in on another
 * device and resumes onboarding sees what they answered before. The draft uses the profile's own
 * names, so only what the screens keep differently is converted: lists of records to their ids,
 * amounts to the text the fields show, empty optional texts to ''.
 */
export function draftFromProfile(profile: Profile): Partial<OnboardingDraft> {
  const { full_name, email, company_name, no_of_employees, year_in_business, target_contract_size, state } =
    profile;
  const details = profile.profile;
  const { bonding_capacity, uei_number, cage_code, ...extra } = details.extra_data;
  return {
    account: { full_name, email, acceptedTerms: true },
    company: {
      company_name,
      company_website: profile.companyWebsite ?? '',
      no_of_employees,
      year_in_business,
      target_contract_size,
      state,
    },
    isSignedUp: true,
    // No coverage saved yet: the step opens on the home state, as it does after company build.
    geographic_coverage:
      details.states.length === 0 && state !== null
        ? { region: null, states: [state] }
        : { region: details.region, states: details.states.map((option) => option.id) },
    industry_categories: details.industry_categories.map((industry) => industry.id),
    naics_codes: details.naics_codes.map(withCodeAsTitle),
    unspsc_codes: details.unspsc_codes.map(withCodeAsTitle),
    solicitation_types: details.solicitation_types.map((type) => type.id),
    insurance_data: details.insurance_data ?? EMPTY_INSURANCE_DATA,
    insurance_amounts: typedAmounts(details.insurance_amounts),
    skipped_insurance: details.skipped_insurance,
    all_no_insurance: details.all_no_insurance,
    extra_data: {
      ...EMPTY_DRAFT.extra_data,
      ...extra,
      bonding_capacity: wholeDollarsText(bonding_capacity),
      uei_number: uei_number ?? '',
      cage_code: cage_code ?? '',
    },
  };
}
