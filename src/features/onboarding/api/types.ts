/** The contract's types this feature's screens use, re-exported so only api/ touches generated code. */
export type {
  ExtraDataCertificationsItem,
  Industry,
  InsuranceAmounts as InsuranceAmountsPayload,
  InsuranceData as InsuranceDataPayload,
  NoOfEmployees,
  OnboardingFormStep,
  OnboardingUpdate,
  Profile,
  Region,
  SolicitationType,
  State,
  TargetContractSize,
  YearInBusiness,
} from '@/api/generated/model';
