import type { InsuranceAmounts, InsuranceData } from './api/types';
import {
  EMPTY_INSURANCE_AMOUNTS,
  type InsuranceAnswers,
  type TypedInsuranceAmounts,
} from './draft/onboardingDraft';
import { parseWholeDollars, wholeDollarsText } from './validation';

export interface InsurancePolicy {
  answer: keyof InsuranceData;
  /** The policy's name where answers are listed (the profile's "What we match on"). */
  name: string;
  question: string;
  /** The coverage limit asked for when the policy is held (workers' comp has none). */
  amount?: keyof InsuranceAmounts;
  amountLabel?: string;
}

/** The six policies (`api-spec/paths/auth.yaml#/onboarding`), in the order asked, with the five amounts. */
export const INSURANCE_POLICIES: readonly InsurancePolicy[] = [
  {
    answer: 'workers_compensation',
    name: "Workers' compensation",
    question: "Do you have workers' compensation insurance?",
  },
  {
    answer: 'general_liability',
    name: 'General liability',
    question: 'Do you have general liability insurance?',
    amount: 'general_liability_amount',
    amountLabel: 'General liability coverage limit in dollars (optional)',
  },
  {
    answer: 'auto_liability',
    name: 'Auto liability',
    question: 'Do you have auto liability insurance?',
    amount: 'auto_liability_amount',
    amountLabel: 'Auto liability coverage limit in dollars (optional)',
  },
  {
    answer: 'medical_professional',
    name: 'Medical or professional liability',
    question: 'Do you have medical or professional liability insurance?',
    amount: 'medical_professional_amount',
    amountLabel: 'Medical or professional liability coverage limit in dollars (optional)',
  },
  {
    answer: 'cyber_insurance',
    name: 'Cyber insurance',
    question: 'Do you have cyber insurance?',
    amount: 'cybersecurity_amount',
    amountLabel: 'Cyber insurance coverage limit in dollars (optional)',
  },
  {
    answer: 'environmental_insurance',
    name: 'Environmental insurance',
    question: 'Do you have environmental insurance?',
    amount: 'environmental_amount',
    amountLabel: 'Environmental insurance coverage limit in dollars (optional)',
  },
];

export const NO_INSURANCE: InsuranceData = {
  workers_compensation: false,
  general_liability: false,
  auto_liability: false,
  medical_professional: false,
  cyber_insurance: false,
  environmental_insurance: false,
};

export const NO_AMOUNTS: InsuranceAmounts = {
  general_liability_amount: null,
  auto_liability_amount: null,
  medical_professional_amount: null,
  environmental_amount: null,
  cybersecurity_amount: null,
};

/** The draft's answers as sent; call only once every question is answered. */
export function toInsuranceDataPayload(answers: InsuranceAnswers): InsuranceData {
  const data = { ...NO_INSURANCE };
  for (const { answer } of INSURANCE_POLICIES) data[answer] = answers[answer] === true;
  return data;
}

/** Amounts in whole dollars; null where the policy is not held or no amount was given. */
export function toInsuranceAmountsPayload(
  answers: InsuranceAnswers,
  typed: TypedInsuranceAmounts,
): InsuranceAmounts {
  const amounts = { ...NO_AMOUNTS };
  for (const { answer, amount } of INSURANCE_POLICIES)
    if (amount && answers[answer]) amounts[amount] = parseWholeDollars(typed[amount]);
  return amounts;
}

/** The server's amounts as the amount fields show them. */
export function typedAmounts(amounts: InsuranceAmounts | null): TypedInsuranceAmounts {
  const typed = { ...EMPTY_INSURANCE_AMOUNTS };
  for (const { amount } of INSURANCE_POLICIES)
    if (amount) typed[amount] = wholeDollarsText(amounts?.[amount]);
  return typed;
}
