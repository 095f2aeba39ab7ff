import type { NoOfEmployees, TargetContractSize, YearInBusiness } from './generated/model';

/**
 * The company snapshot choices (docs/product/plans-and-limits.md#company-snapshot-choices): the label shown and the value sent. Shared by onboarding's
 * company build and the profile's Company Snapshot; kept beside the generated types they use.
 */
export const EMPLOYEE_OPTIONS: ReadonlyArray<{ id: NoOfEmployees; label: string }> = [
  { id: '1-10', label: '1-10' },
  { id: '11-50', label: '11-50' },
  { id: '50+', label: '50+' },
];

export const YEARS_IN_BUSINESS_OPTIONS: ReadonlyArray<{ id: YearInBusiness; label: string }> = [
  { id: 1, label: '1-3' },
  { id: 4, label: '4-7' },
  { id: 8, label: '8+' },
];

export const TARGET_CONTRACT_SIZE_OPTIONS: ReadonlyArray<{ id: TargetContractSize; label: string }> = [
  { id: 'upto-75000', label: 'Up to $75,000' },
  { id: '75000-500000', label: '$75,000 to $500,000' },
  { id: 'above-500000', label: 'Above $500,000' },
];
