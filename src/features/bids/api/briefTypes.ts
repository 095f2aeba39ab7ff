/** The contract's types for a bid's eligibility and next key date, for the results and the fit score. */
export type { Eligibility, KeyDateKind, NextKeyDate } from '@/api/generated/model';
