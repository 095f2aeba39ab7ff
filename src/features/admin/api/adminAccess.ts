import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import {
  getGetAdminStatsQueryOptions,
  useGetAdminStats,
} from '@/api/generated/endpoints/admin/getAdminStats';
import { getGetProfileQueryOptions, useGetProfile } from '@/api/generated/endpoints/auth/getProfile';
import type { AdminStats } from '@/api/generated/model';

// Apart from adminApi.ts: the console's first screen (its access and the Overview) loads without the
// other sections' API clients (docs/performance.md).

export type { AdminStats };

/** True for the fake's and the server's 403 `not_admin` (the console then shows its no-access message). */
export function isNotAdminError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'not_admin';
}

/**
 * Whether the logged-in user may use the console, from the profile's `is_admin`. The admin calls
 * enforce it too (403 `not_admin`); this only decides what to show first.
 */
export function useAdminAccess() {
  const profile = useGetProfile();
  return {
    isLoading: profile.isPending,
    error: profile.error,
    refetch: profile.refetch,
    isAdmin: profile.data?.is_admin === true,
    email: profile.data?.email,
  };
}

export function useAdminStats() {
  return useGetAdminStats();
}

/**
 * The console shows a section once the profile says the user is an administrator (useAdminAccess); the
 * Overview's route asks for the profile and the figures at once. Someone else gets the no-access page,
 * and the figures' 403 `not_admin`, unread.
 */
export function prefetchAdminOverview(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getGetProfileQueryOptions());
  void queryClient.prefetchQuery(getGetAdminStatsQueryOptions());
}
