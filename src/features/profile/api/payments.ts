import { useListMyPayments } from '@/api/generated/endpoints/payments/payments';
import type { Payment } from '@/api/generated/model';
import { PaymentPurpose } from '@/api/generated/model';

export { PaymentPurpose };
export type { Payment };

/** Enough rows for years of monthly billing on one page; the table pages them on screen. */
const HISTORY_PAGE_SIZE = 100;

/**
 * GET /payments/my-payments/. Refetched whenever the tab opens, so a payment made a moment ago
 * (the bolt-on checkout returns here) is listed even while the cached copy is still fresh.
 */
export function useMyPayments({ enabled = true }: { enabled?: boolean } = {}) {
  return useListMyPayments(
    { page: 1, page_size: HISTORY_PAGE_SIZE },
    { query: { enabled, refetchOnMount: 'always', select: (page) => page.results } },
  );
}
