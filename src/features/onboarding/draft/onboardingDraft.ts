import { useSyncExternalStore } from 'react';
import type {
  ExtraDataCertificationsItem,
  NoOfEmployees,
  Region,
  TargetContractSize,
  YearInBusiness,
} from '../api/types';

/**
 * The onboarding answers typed so far (the onboarding data of docs/product/screens.md#onboarding plus the register and company
 * fields), kept in localStorage so a reload or Back loses nothing. Logout clears localStorage, so
 * the draft goes with it.
 *
 * Secrets are kept apart: the password and the FEIN/SSN live in this page's memory only, never
 * in any storage, and are forgotten as soon as signup has been sent. A reload loses them, and
 * company build then asks for the account step again.
 */

export interface AccountDraft {
  fullName: string;
  email: string;
  acceptedTerms: boolean;
}

export interface CompanyDraft {
  companyName: string;
  website: string;
  employees: NoOfEmployees;
  yearsInBusiness: YearInBusiness;
  targetContractSize: TargetContractSize;
  /** Id of the home state (stored by value, docs/product/screens.md#onboarding). */
  stateId: number | null;
}

export interface InsuranceData {
  workersCompensation: boolean | null;
  generalLiability: boolean | null;
  autoLiability: boolean | null;
  medicalProfessional: boolean | null;
  cyberInsurance: boolean | null;
  environmentalInsurance: boolean | null;
}

/** Coverage limits as typed (whole dollars); '' when not given. */
export interface InsuranceAmounts {
  generalLiabilityAmount: string;
  autoLiabilityAmount: string;
  medicalProfessionalAmount: string;
  environmentalAmount: string;
  cybersecurityAmount: string;
}

/** A NAICS or UNSPSC code picked from a search, with its title so the choice reads well after a reload. */
export interface ClassificationCode {
  code: string;
  title: string;
}

/** The /extra-data answers as typed (numbers stay text until sent). */
export interface ExtraDataDraft {
  certifications: ExtraDataCertificationsItem[];
  bondingCapacity: string;
  ueiNumber: string;
  cageCode: string;
  notes: string;
}

export interface OnboardingDraft {
  account: AccountDraft;
  company: CompanyDraft;
  /** True once POST /auth/signup/ succeeded: going Back to company build then updates the profile instead. */
  isSignedUp: boolean;
  geographicCoverage: { region: Region | null; states: number[] };
  /** Industry ids. */
  industryCategory: number[];
  naicsCodes: ClassificationCode[];
  unspscCodes: ClassificationCode[];
  /** Solicitation type ids. */
  solicitationTypes: number[];
  insuranceData: InsuranceData;
  insuranceAmounts: InsuranceAmounts;
  skippedInsurance: boolean;
  allNoInsurance: boolean;
  extraData: ExtraDataDraft;
}

export interface DraftSecrets {
  password: string;
  passwordConfirmation: string;
  feinOrSsn: string;
}

export const EMPTY_INSURANCE_DATA: InsuranceData = {
  workersCompensation: null,
  generalLiability: null,
  autoLiability: null,
  medicalProfessional: null,
  cyberInsurance: null,
  environmentalInsurance: null,
};

export const EMPTY_INSURANCE_AMOUNTS: InsuranceAmounts = {
  generalLiabilityAmount: '',
  autoLiabilityAmount: '',
  medicalProfessionalAmount: '',
  environmentalAmount: '',
  cybersecurityAmount: '',
};

export const EMPTY_DRAFT: OnboardingDraft = {
  account: { fullName: '', email: '', acceptedTerms: false },
  // docs/product/plans-and-limits.md#company-snapshot-choices defaults: 1-10 employees, 1-3 years, up to $75,000.
  company: {
    companyName: '',
    website: '',
    employees: '1-10',
    yearsInBusiness: 1,
    targetContractSize: 'upto-75000',
    stateId: null,
  },
  isSignedUp: false,
  geographicCoverage: { region: null, states: [] },
  industryCategory: [],
  naicsCodes: [],
  unspscCodes: [],
  solicitationTypes: [],
  insuranceData: EMPTY_INSURANCE_DATA,
  insuranceAmounts: EMPTY_INSURANCE_AMOUNTS,
  skippedInsurance: false,
  allNoInsurance: false,
  extraData: { certifications: [], bondingCapacity: '', ueiNumber: '', cageCode: '', notes: '' },
};

const EMPTY_SECRETS: DraftSecrets = { password: '', passwordConfirmation: '', feinOrSsn: '' };

export const DRAFT_STORAGE_KEY = 'bidlantern_onboarding_draft';

function read<T extends object>(storage: () => Storage, key: string, empty: T): T {
  try {
    const stored = storage().getItem(key);
    // Spread over the empty value so a draft saved by an older version still has every field.
    return stored ? { ...empty, ...(JSON.parse(stored) as Partial<T>) } : empty;
  } catch {
    return empty; // blocked storage or a damaged value: start afresh
  }
}

function write(storage: () => Storage, key: string, value: object): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the answers still live in memory for this visit */
  }
}

const listeners = new Set<() => void>();
let draftSnapshot: { raw: string | null; value: OnboardingDraft } | undefined;
let secrets: DraftSecrets = EMPTY_SECRETS;

function rawItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** The current draft; the same object until storage changes, as useSyncExternalStore needs. */
export function getDraft(): OnboardingDraft {
  const raw = rawItem(() => localStorage, DRAFT_STORAGE_KEY);
  if (draftSnapshot?.raw !== raw) {
    draftSnapshot = { raw, value: read(() => localStorage, DRAFT_STORAGE_KEY, EMPTY_DRAFT) };
  }
  return draftSnapshot.value;
}

export function getSecrets(): DraftSecrets {
  return secrets;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function updateDraft(change: Partial<OnboardingDraft>): void {
  write(() => localStorage, DRAFT_STORAGE_KEY, { ...getDraft(), ...change });
  notify();
}

export function updateSecrets(change: Partial<DraftSecrets>): void {
  secrets = { ...secrets, ...change };
  notify();
}

/** After signup the server holds the password and FEIN/SSN; the browser forgets them. */
export function forgetSecrets(): void {
  secrets = EMPTY_SECRETS;
  notify();
}

/** docs/product/screens.md#onboarding: onboarding data can be cleared in parts (insurance data, amounts) or all at once. */
export function clearInsuranceData(): void {
  updateDraft({ insuranceData: EMPTY_INSURANCE_DATA });
}

export function clearInsuranceAmounts(): void {
  updateDraft({ insuranceAmounts: EMPTY_INSURANCE_AMOUNTS });
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  forgetSecrets();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab (or a logout there) changed storage.
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

export function useOnboardingDraft(): OnboardingDraft {
  return useSyncExternalStore(subscribe, getDraft, () => EMPTY_DRAFT);
}

export function useDraftSecrets(): DraftSecrets {
  return useSyncExternalStore(subscribe, getSecrets, () => EMPTY_SECRETS);
}
