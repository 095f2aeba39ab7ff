import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { getAlertDigest, getGetAlertDigestQueryKey } from '@/api/generated/endpoints/alerts/getAlertDigest';
import { markAlertsSeen } from '@/api/generated/endpoints/alerts/markAlertsSeen';
import { useGetProfile } from '@/api/generated/endpoints/auth/getProfile';
import type { AlertDigest } from '@/api/generated/model';
import { hasWhatsNew } from '@/api/planCodes';

export type {
  AlertChange,
  AlertChangedBid,
  AlertDigest,
  AlertDigestBid,
  AlertDigestSearch,
  BidBrief,
} from '@/api/generated/model';

/**
 * "What's new" since the caller last marked it seen (GET /alerts/digest/ without `since`). The digest
 * is Essentials only (`api-spec/paths/alerts.yaml`), so other plans never ask; `undefined` data then.
 */
export function useWhatsNew() {
  const profile = useGetProfile();
  const hasAlerts = hasWhatsNew(profile.data?.subscription_plan);
  const digest = useQuery({
    queryKey: getGetAlertDigestQueryKey(),
    queryFn: ({ signal }) => getAlertDigest(undefined, { signal }),
    enabled: hasAlerts,
    staleTime: 60_000,
  });
  return { hasAlerts, digest };
}

/** What the Dashboard tab counts: new bids (all of them, past the cap too) and changed followed bids. */
export function whatsNewCount(digest: AlertDigest): number {
  return digest.total_new + digest.changed_followed.length;
}

/** POST /alerts/seen/ with the shown digest's time, so what arrived since stays new; then the digest again. */
export function useMarkAllSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (digest: AlertDigest) => markAlertsSeen({ seen_at: digest.generated_at }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetAlertDigestQueryKey() }),
  });
}
