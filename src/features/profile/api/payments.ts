import type { QueryClient } from '@tanstack/react-query';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/auth/getProfile';
import {
  getListMyPaymentsQueryOptions,
  useListMyPayments,
} from '@/api/generated/endpoints/payments/listMyPayments';
import type { Payment } from '@/api/generated/model';
import { PaymentPurpose } from '@/api/generated/model';

export { PaymentPurpose };
export type { Payment };

/** Enough rows for years of monthly billing on one page; the table pages them on screen. */
const HISTORY_PARAMS = { page: 1, page_size: 100 } as const;

/** A history asked for this long ago is the one the tab asked for as it opened (prefetchPaymentHistory). */
const JUST_ASKED_MS = 5_000;

/**
 * GET /payments/my-payments/. Asked again whenever the tab opens (its route asks: prefetchPaymentHistory),
 * so a payment made a moment ago (the bolt-on checkout returns here) is listed even while the cached copy
 * is still fresh; shown without it, an older copy is asked again as it mounts.
 */
export function useMyPayments({ enabled = true }: { enabled?: boolean } = {}) {
  return useListMyPayments(HISTORY_PARAMS, {
    query: { enabled, staleTime: JUST_ASKED_MS, select: (page) => page.results },
  });
}

/**
 * The My Plans tab's requests, from its route each time it opens: the history beside the profile, where
 * the tab waits for the plan before it shows the history (a Sneak account, without one, costs one
 * unused request).
 */
export function prefetchPaymentHistory(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getGetProfileQueryOptions());
  void queryClient.prefetchQuery({ ...getListMyPaymentsQueryOptions(HISTORY_PARAMS), staleTime: 0 });
}
