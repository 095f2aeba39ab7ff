import { useSyncExternalStore } from 'react';
import { createListeners } from '@/lib/listeners';
import { readItem, removeItem, writeItem } from '@/lib/session';
import type {
  ExtraData,
  GeographicCoverage,
  InsuranceAmounts,
  InsuranceData,
  OnboardingUpdate,
  SignupRequest,
} from '../api/types';

/**
 * The onboarding answers typed so far (the onboarding data of docs/product/screens.md#onboarding plus the register and company
 * fields), kept in localStorage so a reload or Back loses nothing (in memory when the browser blocks
 * storage or it is full: then what was chosen stays chosen). Logout clears localStorage, so the draft
 * goes with it; a session ended by a 401 keeps it.
 *
 * The fields are named and typed as the contract's requests name them (SignupRequest, ProfileUpdate,
 * OnboardingUpdate), so a request is picked from the draft and the profile spread into it. Where a
 * screen needs another shape, only that difference is kept, and its type says so: an answer not
 * given yet is null, numbers stay the text typed until sent, a picked code keeps its title. Fields
 * only the screens have (acceptedTerms, isSignedUp) keep camelCase.
 *
 * Secrets are kept apart: the password and the FEIN/SSN live in this page's memory only, never
 * in any storage, and are forgotten as soon as signup has been sent. A reload loses them, and
 * company build then asks for the account step again.
 */

/** The register answers, as signup names them (the password is a secret: DraftSecrets). */
export type AccountDraft = Pick<SignupRequest, 'full_name' | 'email'> & {
  /** The terms checkbox; the contract has no such field. */
  acceptedTerms: boolean;
};

/** The company snapshot, as signup and the profile update name it (the FEIN/SSN is a secret: DraftSecrets). */
export type CompanyDraft = Pick<
  SignupRequest,
  'company_name' | 'no_of_employees' | 'year_in_business' | 'target_contract_size'
> & {
  /** Optional on signup: '' until typed, and then left out of the request. */
  company_website: string;
  /** Id of the home state (stored by value, docs/product/screens.md#onboarding); null until one is chosen. */
  state: SignupRequest['state'] | null;
};

/** The coverage as saved, with no region (null) until a state is chosen. */
export type CoverageDraft = Omit<GeographicCoverage, 'region'> & {
  region: GeographicCoverage['region'] | null;
};

/** The six insurance answers as saved, each null until its question is answered. */
export type InsuranceAnswers = { [Policy in keyof InsuranceData]: InsuranceData[Policy] | null };

/** The coverage limits as typed (whole dollars, commas allowed); '' when not given. */
export type TypedInsuranceAmounts = Record<keyof InsuranceAmounts, string>;

/** A NAICS or UNSPSC code picked from a search, with its title so the choice reads well after a reload. */
export interface ClassificationCode {
  code: string;
  title: string;
}

/** The /extra-data answers as saved, but the bonding capacity, UEI and CAGE code as typed ('' when empty). */
export type ExtraDataDraft = Required<Pick<ExtraData, 'certifications' | 'notes'>> &
  Record<'bonding_capacity' | 'uei_number' | 'cage_code', string>;

export interface OnboardingDraft extends Required<
  Pick<
    OnboardingUpdate,
    'industry_categories' | 'solicitation_types' | 'skipped_insurance' | 'all_no_insurance'
  >
> {
  account: AccountDraft;
  company: CompanyDraft;
  /** True once POST /auth/signup/ succeeded: going Back to company build then updates the profile instead. */
  isSignedUp: boolean;
  geographic_coverage: CoverageDraft;
  /** The codes as saved (naics_codes: string[]), each with its title. */
  naics_codes: ClassificationCode[];
  unspsc_codes: ClassificationCode[];
  insurance_data: InsuranceAnswers;
  insurance_amounts: TypedInsuranceAmounts;
  extra_data: ExtraDataDraft;
}

export interface DraftSecrets {
  password: string;
  passwordConfirmation: string;
  feinOrSsn: string;
}

export const EMPTY_INSURANCE_DATA: InsuranceAnswers = {
  workers_compensation: null,
  general_liability: null,
  auto_liability: null,
  medical_professional: null,
  cyber_insurance: null,
  environmental_insurance: null,
};

export const EMPTY_INSURANCE_AMOUNTS: TypedInsuranceAmounts = {
  general_liability_amount: '',
  auto_liability_amount: '',
  medical_professional_amount: '',
  environmental_amount: '',
  cybersecurity_amount: '',
};

export const EMPTY_DRAFT: OnboardingDraft = {
  account: { full_name: '', email: '', acceptedTerms: false },
  // docs/product/plans-and-limits.md#company-snapshot-choices defaults: 1-10 employees, 1-3 years, up to $75,000.
  company: {
    company_name: '',
    company_website: '',
    no_of_employees: '1-10',
    year_in_business: 1,
    target_contract_size: 'upto-75000',
    state: null,
  },
  isSignedUp: false,
  geographic_coverage: { region: null, states: [] },
  industry_categories: [],
  naics_codes: [],
  unspsc_codes: [],
  solicitation_types: [],
  insurance_data: EMPTY_INSURANCE_DATA,
  insurance_amounts: EMPTY_INSURANCE_AMOUNTS,
  skipped_insurance: false,
  all_no_insurance: false,
  extra_data: { certifications: [], bonding_capacity: '', uei_number: '', cage_code: '', notes: '' },
};

const EMPTY_SECRETS: DraftSecrets = { password: '', passwordConfirmation: '', feinOrSsn: '' };

export const DRAFT_STORAGE_KEY = 'bidlantern_onboarding_draft';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored value laid over the empty one, keeping only the fields the empty one has, and inside
 * its objects (account, company, insurance_data, ...) only theirs. A draft saved by an older
 * version, whose fields had camelCase names (account.fullName, company.stateId, insuranceData, ...),
 * so loses those answers: they are ignored, never misread, and the empty values stand in for them.
 */
function overEmpty<T extends object>(empty: T, stored: unknown): T {
  if (!isRecord(stored)) return empty;
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(empty)) {
    if (!(key in stored)) merged[key] = value;
    else merged[key] = isRecord(value) ? overEmpty(value, stored[key]) : stored[key];
  }
  return merged as T;
}

const draftListeners = createListeners();
let draftSnapshot: { raw: string | null; value: OnboardingDraft } | undefined;
let secrets: DraftSecrets = EMPTY_SECRETS;

/**
 * Every draft of the camelCase version had this field. Such a draft loses its answers (see
 * overEmpty), so it must not claim signup either: the guarded steps then fill again from the
 * server's answers (useDraftFromServer) instead of showing empty ones.
 */
const CAMEL_CASE_DRAFT_FIELD = 'geographicCoverage';

/** The draft stored as `raw` (read once by getDraft), over the empty one. */
function parseDraft(raw: string | null): OnboardingDraft {
  if (raw === null) return EMPTY_DRAFT;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT; // a damaged value: start afresh
  }
  const draft = overEmpty(EMPTY_DRAFT, stored);
  return isRecord(stored) && CAMEL_CASE_DRAFT_FIELD in stored ? { ...draft, isSignedUp: false } : draft;
}

/** The current draft; the same object until storage changes, as useSyncExternalStore needs. */
export function getDraft(): OnboardingDraft {
  const raw = readItem(DRAFT_STORAGE_KEY);
  if (draftSnapshot?.raw !== raw) {
    draftSnapshot = { raw, value: parseDraft(raw) };
  }
  return draftSnapshot.value;
}

export function getSecrets(): DraftSecrets {
  return secrets;
}

/**
 * Stores a change to the draft. A change that changes nothing stores nothing: a step opened and left
 * untouched leaves no draft behind, since a stored draft makes the prerendered /register stale
 * (src/prerender.tsx) and the page is then drawn by script instead.
 */
export function updateDraft(change: Partial<OnboardingDraft>): void {
  const current = getDraft();
  const next = { ...current, ...change };
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  writeItem(DRAFT_STORAGE_KEY, JSON.stringify(next));
  draftListeners.notify();
}

export function updateSecrets(change: Partial<DraftSecrets>): void {
  secrets = { ...secrets, ...change };
  draftListeners.notify();
}

/** After signup the server holds the password and FEIN/SSN; the browser forgets them. */
export function forgetSecrets(): void {
  secrets = EMPTY_SECRETS;
  draftListeners.notify();
}

/** docs/product/screens.md#onboarding: onboarding data can be cleared in parts (insurance data, amounts) or all at once. */
export function clearInsuranceData(): void {
  updateDraft({ insurance_data: EMPTY_INSURANCE_DATA });
}

export function clearInsuranceAmounts(): void {
  updateDraft({ insurance_amounts: EMPTY_INSURANCE_AMOUNTS });
}

export function clearDraft(): void {
  removeItem(DRAFT_STORAGE_KEY);
  forgetSecrets();
}

function subscribe(listener: () => void): () => void {
  const unsubscribe = draftListeners.subscribe(listener);
  // Another tab (or a logout there) changed storage.
  globalThis.addEventListener?.('storage', listener);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('storage', listener);
  };
}

export function useOnboardingDraft(): OnboardingDraft {
  return useSyncExternalStore(subscribe, getDraft, () => EMPTY_DRAFT);
}

export function useDraftSecrets(): DraftSecrets {
  return useSyncExternalStore(subscribe, getSecrets, () => EMPTY_SECRETS);
}
