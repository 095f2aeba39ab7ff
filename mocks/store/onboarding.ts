import {
  type ExtraData,
  type InsuranceAmounts,
  type InsuranceData,
  OnboardingFormStep,
  type OnboardingStep,
  type Region,
} from '@/api/generated/model';
import type { UserRecord } from '../db';

/** The onboarding answers kept (as JSON) on the user row; ids here, names are resolved when presenting. */
export interface OnboardingAnswers {
  region: Region | null;
  state_ids: number[];
  industry_ids: number[];
  naics_codes: string[];
  unspsc_codes: string[];
  solicitation_type_ids: number[];
  insurance_data: InsuranceData | null;
  insurance_amounts: InsuranceAmounts | null;
  skipped_insurance: boolean;
  all_no_insurance: boolean;
  extra_data: ExtraData;
}

export const EMPTY_ONBOARDING: OnboardingAnswers = {
  region: null,
  state_ids: [],
  industry_ids: [],
  naics_codes: [],
  unspsc_codes: [],
  solicitation_type_ids: [],
  insurance_data: null,
  insurance_amounts: null,
  skipped_insurance: false,
  all_no_insurance: false,
  extra_data: {},
};

export function readOnboarding(user: Pick<UserRecord, 'onboarding_json'>): OnboardingAnswers {
  try {
    return { ...EMPTY_ONBOARDING, ...(JSON.parse(user.onboarding_json) as Partial<OnboardingAnswers>) };
  } catch {
    return { ...EMPTY_ONBOARDING };
  }
}

/** The onboarding form's steps in journey order (the contract lists them in that order). */
export const FORM_STEPS: readonly OnboardingFormStep[] = Object.values(OnboardingFormStep);

/**
 * The next unfinished step in journey order, or null once everything is done. The code is emailed
 * when the account is created, so verification comes first, then the form steps, then the plan.
 */
export function nextOnboardingStep(user: UserRecord): OnboardingStep | null {
  if (!user.is_email_verified) return 'email-verification';
  for (const step of FORM_STEPS) if (!user.completed_steps.includes(step)) return step;
  if (!user.completed_steps.includes('plan')) return 'plan';
  return null;
}
