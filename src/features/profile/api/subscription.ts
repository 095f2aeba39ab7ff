import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/auth/getProfile';
import {
  getGetSubscriptionQueryKey,
  getGetSubscriptionQueryOptions,
  useGetSubscription,
} from '@/api/generated/endpoints/payments/getSubscription';
import { getListMyPaymentsQueryKey } from '@/api/generated/endpoints/payments/listMyPayments';
import { resumeSubscription } from '@/api/generated/endpoints/payments/resumeSubscription';
import type { CardSummary, Subscription } from '@/api/generated/model';
import { apiErrorMessage } from '@/api/errors';

export type { CardSummary, Subscription };

/**
 * The billing the My Plans card shows as it opens. What only its dialogs use (plans, preview, change,
 * cancel, card update) is in subscriptionChanges.ts, which loads with them.
 */
/**
 * GET /payments/subscription/ (designed): the billing side of the plan (state, next charge, card).
 * Fresh each time the tab opens, from its route (prefetchSubscription), never stale-but-shown: the
 * card asking again as it mounts would ask twice.
 */
export function useSubscription() {
  return useGetSubscription();
}

/** My Plans asks for the billing beside the profile as the tab opens, whatever the cache holds. */
export function prefetchSubscription(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({ ...getGetSubscriptionQueryOptions(), staleTime: 0 });
}

/**
 * The prefix of every plan change preview's key: the preview is a POST asked as a query
 * (subscriptionChanges.ts), so orval builds no key for it.
 */
export const PLAN_CHANGE_PREVIEW_KEY = ['planChangePreview'] as const;

/** A billing change shows at once in the card, the profile's plan and the history. */
export async function refreshBilling(queryClient: QueryClient, subscription?: Subscription): Promise<void> {
  if (subscription) queryClient.setQueryData(getGetSubscriptionQueryKey(), subscription);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetSubscriptionQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListMyPaymentsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: PLAN_CHANGE_PREVIEW_KEY }),
  ]);
}

/** A call that changes the billing and answers with the subscription: the change shows at once (refreshBilling). */
export function useBillingChange<Variables = void>(call: (variables: Variables) => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: call,
    onSuccess: (subscription) => refreshBilling(queryClient, subscription),
  });
}

export const useResumePlan = () => useBillingChange(() => resumeSubscription());

/** A billing call that failed, in words: the server's reason, or what to do. */
export function billingErrorMessage(error: unknown): string {
  return apiErrorMessage(error, { fallback: 'Something went wrong. Please try again.' });
}
