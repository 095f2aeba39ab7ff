import type { Profile } from '../api/types';
import { EMPTY_DRAFT, type OnboardingDraft } from './onboardingDraft';

const amountText = (amount: number | null | undefined) => (amount == null ? '' : String(amount));

/**
 * The answers the server already holds, in the draft's shape: someone who logs in on another
 * device and resumes onboarding sees what they answered before. NAICS and UNSPSC codes come back
 * without titles, so the code stands in for its title.
 */
export function draftFromProfile(profile: Profile): Partial<OnboardingDraft> {
  const details = profile.profile;
  const insurance = details.insurance_data;
  const amounts = details.insurance_amounts;
  const extra = details.extra_data;
  return {
    account: { fullName: profile.full_name, email: profile.email, acceptedTerms: true },
    company: {
      ...EMPTY_DRAFT.company,
      companyName: profile.company_name,
      website: profile.companyWebsite ?? '',
      employees: profile.no_of_employees,
      yearsInBusiness: profile.year_in_business,
      targetContractSize: profile.target_contract_size,
      stateId: profile.state,
    },
    isSignedUp: true,
    geographicCoverage: { region: details.region, states: details.states.map((state) => state.id) },
    industryCategory: details.industry_categories.map((industry) => industry.id),
    naicsCodes: details.naics_codes.map((code) => ({ code, title: code })),
    unspscCodes: details.unspsc_codes.map((code) => ({ code, title: code })),
    solicitationTypes: details.solicitation_types.map((type) => type.id),
    insuranceData: insurance
      ? {
          workersCompensation: insurance.workers_compensation,
          generalLiability: insurance.general_liability,
          autoLiability: insurance.auto_liability,
          medicalProfessional: insurance.medical_professional,
          cyberInsurance: insurance.cyber_insurance,
          environmentalInsurance: insurance.environmental_insurance,
        }
      : EMPTY_DRAFT.insuranceData,
    insuranceAmounts: {
      generalLiabilityAmount: amountText(amounts?.general_liability_amount),
      autoLiabilityAmount: amountText(amounts?.auto_liability_amount),
      medicalProfessionalAmount: amountText(amounts?.medical_professional_amount),
      environmentalAmount: amountText(amounts?.environmental_amount),
      cybersecurityAmount: amountText(amounts?.cybersecurity_amount),
    },
    skippedInsurance: details.skipped_insurance,
    allNoInsurance: details.all_no_insurance,
    extraData: {
      certifications: extra.certifications ?? [],
      bondingCapacity: amountText(extra.bonding_capacity),
      ueiNumber: extra.uei_number ?? '',
      cageCode: extra.cage_code ?? '',
      notes: extra.notes ?? '',
    },
  };
}
