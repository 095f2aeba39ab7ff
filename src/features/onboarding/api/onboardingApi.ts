import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeVerificationEmail } from '@/api/generated/endpoints/auth/changeVerificationEmail';
import { getGetProfileQueryKey, useGetProfile } from '@/api/generated/endpoints/auth/getProfile';
import { getResendOtpMutationKey, resendOtp } from '@/api/generated/endpoints/auth/resendOtp';
import { getSignupMutationKey, signup } from '@/api/generated/endpoints/auth/signup';
import {
  getUpdateOnboardingMutationKey,
  updateOnboarding,
} from '@/api/generated/endpoints/auth/updateOnboarding';
import { getVerifyOtpMutationKey, verifyOtp } from '@/api/generated/endpoints/auth/verifyOtp';
import { updateProfile } from '@/api/generated/endpoints/auth/updateProfile';
import { useListIndustries } from '@/api/generated/endpoints/auth/listIndustries';
import { useListStates } from '@/api/generated/endpoints/auth/listStates';
import { getGetBidQueryKey } from '@/api/generated/endpoints/bids/getBid';
import { getListBidsQueryKey } from '@/api/generated/endpoints/bids/listBids';
import { getListSimilarBidsQueryKey } from '@/api/generated/endpoints/bids/listSimilarBids';
import { getListNaicsCodesQueryOptions } from '@/api/generated/endpoints/bids/listNaicsCodes';
import { getListUnspscCodesQueryOptions } from '@/api/generated/endpoints/bids/listUnspscCodes';
import { useListSolicitationTypes } from '@/api/generated/endpoints/bids/listSolicitationTypes';
import type { OnboardingUpdate, Profile, ProfileUpdate, SignupRequest } from '@/api/generated/model';
import { getAccessToken, setAccessToken } from '@/lib/session';
import { forgetSecrets, getDraft, updateDraft } from '../draft/onboardingDraft';

/** Reference lists change rarely: keep them for the whole visit. */
const REFERENCE_STALE_MS = 60 * 60_000;

export function useStates() {
  return useListStates({ query: { staleTime: REFERENCE_STALE_MS } });
}

export function useIndustries() {
  return useListIndustries({ page_size: 100 }, { query: { staleTime: REFERENCE_STALE_MS } });
}

export function useSolicitationTypes() {
  return useListSolicitationTypes({ query: { staleTime: REFERENCE_STALE_MS } });
}

/** NAICS codes matching `search` (code prefix or title words); nothing is asked for an empty search. */
export function useNaicsSearch(search: string) {
  return useQuery({
    ...getListNaicsCodesQueryOptions({ search, page_size: 20 }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** UNSPSC codes: a typed number searches by code, which the API ranks above text (docs/product/plans-and-limits.md#page-sizes). */
export function useUnspscSearch(search: string) {
  const params = /^\d+$/.test(search) ? { code: search } : { search };
  return useQuery({
    ...getListUnspscCodesQueryOptions({ ...params, page: 1, page_size: 20 }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The cached profile after a call changed it: `store` puts the profile a call returned in its place,
 * `refetch` marks it stale so it is asked for again.
 */
function useProfileCache() {
  const queryClient = useQueryClient();
  return {
    store: (profile: Profile) => queryClient.setQueryData<Profile>(getGetProfileQueryKey(), profile),
    refetch: () => queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() }),
  };
}

/** The signed-in user's profile, only asked for when there is a session. */
export function useOptionalProfile() {
  return useGetProfile({ query: { enabled: Boolean(getAccessToken()) } });
}

/**
 * Creates the account at the end of company build: stores the tokens (the next steps are guarded),
 * marks the draft as signed up, and forgets the password and FEIN/SSN the browser no longer needs.
 */
export function useSignup() {
  const profileCache = useProfileCache();
  return useMutation({
    mutationKey: getSignupMutationKey(),
    mutationFn: (request: SignupRequest) => signup(request),
    onSuccess: (session) => {
      setAccessToken(session.access);
      updateDraft({ isSignedUp: true });
      forgetSecrets();
      void profileCache.refetch();
    },
  });
}

/** Company build again after signup (the user came Back): the snapshot is updated instead. */
export function useUpdateCompany() {
  const profileCache = useProfileCache();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(update),
    onSuccess: profileCache.store,
  });
}

/** Saves one onboarding step's answers (PUT /auth/onboarding/); the returned profile refreshes the cache. */
export function useSaveOnboardingStep() {
  const profileCache = useProfileCache();
  return useMutation({
    mutationKey: getUpdateOnboardingMutationKey(),
    mutationFn: (update: OnboardingUpdate) => updateOnboarding(update),
    onSuccess: profileCache.store,
  });
}

/**
 * The queries whose answers the server works out from the company's answers (fit, eligibility and the
 * brief's checks): the search pages, single bids and similar bids. Keyed by their first element, the
 * list's path or the per-bid operation (orval.config.ts).
 */
const CHECKED_AGAINST_ANSWERS = [
  getListBidsQueryKey().slice(0, 1),
  getGetBidQueryKey(1).slice(0, 1),
  getListSimilarBidsQueryKey(1).slice(0, 1),
];

/**
 * Saves answers edited after onboarding (the profile's "What we match on"), without moving onboarding
 * on: the returned profile refreshes the cache and every bid is checked again.
 */
export function useSaveMatchAnswers() {
  const queryClient = useQueryClient();
  const profileCache = useProfileCache();
  return useMutation({
    mutationKey: getUpdateOnboardingMutationKey(),
    mutationFn: (update: Omit<OnboardingUpdate, 'completed_step'>) => updateOnboarding(update),
    onSuccess: async (profile) => {
      profileCache.store(profile);
      await Promise.all(
        CHECKED_AGAINST_ANSWERS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

export function useVerifyEmail() {
  const profileCache = useProfileCache();
  return useMutation({
    mutationKey: getVerifyOtpMutationKey(),
    mutationFn: (request: { email: string; otp: string }) => verifyOtp(request),
    onSuccess: () => profileCache.refetch(),
  });
}

export function useResendVerificationCode() {
  return useMutation({
    mutationKey: getResendOtpMutationKey(),
    mutationFn: (email: string) => resendOtp({ email }),
  });
}

/** A mistyped address, corrected before verifying: the server emails a new code to the new one. */
export function useChangeVerificationEmail() {
  const profileCache = useProfileCache();
  return useMutation({
    mutationFn: (email: string) => changeVerificationEmail({ email }),
    onSuccess: (_answer, email) => {
      updateDraft({ account: { ...getDraft().account, email } });
      void profileCache.refetch();
    },
  });
}
