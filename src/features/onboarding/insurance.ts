import type { InsuranceAmountsPayload, InsuranceDataPayload } from './api/types';
import type { InsuranceAmounts, InsuranceData } from './draft/onboardingDraft';
import { parseWholeDollars } from './validation';

export interface InsurancePolicy {
  answer: keyof InsuranceData;
  question: string;
  /** The coverage limit asked for when the policy is held (workers' comp has none). */
  amount?: keyof InsuranceAmounts;
  amountLabel?: string;
}

/** The six policies (`api-spec/paths/auth.yaml#/onboarding`), in the order asked, with the five amounts. */
export const INSURANCE_POLICIES: readonly InsurancePolicy[] = [
  { answer: 'workersCompensation', question: "Do you have workers' compensation insurance?" },
  {
    answer: 'generalLiability',
    question: 'Do you have general liability insurance?',
    amount: 'generalLiabilityAmount',
    amountLabel: 'General liability coverage limit in dollars (optional)',
  },
  {
    answer: 'autoLiability',
    question: 'Do you have auto liability insurance?',
    amount: 'autoLiabilityAmount',
    amountLabel: 'Auto liability coverage limit in dollars (optional)',
  },
  {
    answer: 'medicalProfessional',
    question: 'Do you have medical or professional liability insurance?',
    amount: 'medicalProfessionalAmount',
    amountLabel: 'Medical or professional liability coverage limit in dollars (optional)',
  },
  {
    answer: 'cyberInsurance',
    question: 'Do you have cyber insurance?',
    amount: 'cybersecurityAmount',
    amountLabel: 'Cyber insurance coverage limit in dollars (optional)',
  },
  {
    answer: 'environmentalInsurance',
    question: 'Do you have environmental insurance?',
    amount: 'environmentalAmount',
    amountLabel: 'Environmental insurance coverage limit in dollars (optional)',
  },
];

export const NO_INSURANCE: InsuranceData = {
  workersCompensation: false,
  generalLiability: false,
  autoLiability: false,
  medicalProfessional: false,
  cyberInsurance: false,
  environmentalInsurance: false,
};

/** The draft's answers in the contract's shape; call only once every question is answered. */
export function toInsuranceDataPayload(data: InsuranceData): InsuranceDataPayload {
  return {
    workers_compensation: data.workersCompensation === true,
    general_liability: data.generalLiability === true,
    auto_liability: data.autoLiability === true,
    medical_professional: data.medicalProfessional === true,
    cyber_insurance: data.cyberInsurance === true,
    environmental_insurance: data.environmentalInsurance === true,
  };
}

/** Amounts in whole dollars; null where the policy is not held or no amount was given. */
export function toInsuranceAmountsPayload(
  data: InsuranceData,
  amounts: InsuranceAmounts,
): InsuranceAmountsPayload {
  const amountIfHeld = (held: boolean | null, typed: string) => (held ? parseWholeDollars(typed) : null);
  return {
    general_liability_amount: amountIfHeld(data.generalLiability, amounts.generalLiabilityAmount),
    auto_liability_amount: amountIfHeld(data.autoLiability, amounts.autoLiabilityAmount),
    medical_professional_amount: amountIfHeld(data.medicalProfessional, amounts.medicalProfessionalAmount),
    environmental_amount: amountIfHeld(data.environmentalInsurance, amounts.environmentalAmount),
    cybersecurity_amount: amountIfHeld(data.cyberInsurance, amounts.cybersecurityAmount),
  };
}

export const NO_AMOUNTS: InsuranceAmountsPayload = {
  general_liability_amount: null,
  auto_liability_amount: null,
  medical_professional_amount: null,
  environmental_amount: null,
  cybersecurity_amount: null,
};
