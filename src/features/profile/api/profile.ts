import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetProfileQueryKey,
  getGetProfileQueryOptions,
  useGetProfile,
} from '@/api/generated/endpoints/auth/getProfile';
import { getListStatesQueryOptions, useListStates } from '@/api/generated/endpoints/auth/listStates';
import { getUpdateProfileMutationKey, updateProfile } from '@/api/generated/endpoints/auth/updateProfile';
import { PlanCode, type Profile, type ProfileUpdate } from '@/api/generated/model';
import { NETWORK_ERROR_MESSAGE, errorDetail, fieldErrors, isApiError } from '@/api/errors';

export type {
  NoOfEmployees,
  Profile,
  ProfileUpdate,
  State,
  TargetContractSize,
  YearInBusiness,
} from '@/api/generated/model';

/** docs/product/error-messages.md#profile: what the Profile tab says when GET /auth/profile/ fails. */
export const PROFILE_FETCH_ERROR = 'Error fetching profile';

/** The states list changes rarely: keep it for the whole visit. */
const STATES_STALE_MS = 60 * 60_000;

/**
 * GET /auth/profile/: the same cached query the rest of the app reads, fetched again whenever the
 * account area shows it: a reload right after a save can restore a persisted copy older than the
 * save (storage writes are throttled), and this page is where the user checks what they changed.
 */
export function useProfile() {
  return useGetProfile({ query: { refetchOnMount: 'always' } });
}

/** GET /auth/states/ for the State picker (loaded when the account area opens, docs/product/screens.md#account-area). */
export function useStates() {
  return useListStates({ query: { staleTime: STATES_STALE_MS } });
}

/** The account area's own requests, from its route beside its tab's: the profile and the states. */
export function prefetchAccountArea(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getGetProfileQueryOptions());
  void queryClient.prefetchQuery({ ...getListStatesQueryOptions(), staleTime: STATES_STALE_MS });
}

/**
 * PUT /auth/user/update/ with the payload of docs/product/plans-and-limits.md#company-snapshot-choices. The answer replaces the cached profile at once,
 * then the profile is fetched again (docs/product/screens.md#profile-tab: Save refreshes the profile).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: getUpdateProfileMutationKey(),
    mutationFn: (update: ProfileUpdate) => updateProfile(update),
    onSuccess: async (profile) => {
      queryClient.setQueryData<Profile>(getGetProfileQueryKey(), profile);
      await queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() });
    },
  });
}

/** docs/product/plans-and-limits.md#what-each-plan-allows: email alerts (notifications) come with Essentials only; unknown codes are Sneak. */
export function hasEmailAlerts(profile: Profile): boolean {
  return profile.subscription_plan.plan_code === PlanCode.NUMBER_003;
}

/** Profile fields as the update call names them -> where the screen shows their errors. */
export type ProfileField = keyof ProfileUpdate;

/** A refused save: messages beside the fields the server named, and one sentence for the rest. */
export interface ProfileSaveErrors {
  byField: Partial<Record<ProfileField, string>>;
  message: string;
}

const PROFILE_FIELDS: readonly ProfileField[] = [
  'full_name',
  'state',
  'company_name',
  'no_of_employees',
  'target_contract_size',
  'year_in_business',
];

export function profileSaveErrors(error: unknown): ProfileSaveErrors {
  const byField: Partial<Record<ProfileField, string>> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if ((PROFILE_FIELDS as readonly string[]).includes(field)) byField[field as ProfileField] = message;
    else others.push(message);
  }
  const reason =
    isApiError(error) && error.status === 0
      ? NETWORK_ERROR_MESSAGE
      : (errorDetail(error) ??
        others[0] ??
        (Object.keys(byField).length > 0 ? 'Check the fields marked below.' : 'Please try again.'));
  return { byField, message: `We could not save your changes. ${reason}` };
}
