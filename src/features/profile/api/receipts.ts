import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isApiError } from '@/api/errors';
import { getPaymentReceipt } from '@/api/generated/endpoints/payments/getPaymentReceipt';
import { apiFetch, resolveApiUrl } from '@/api/http';
import { temporaryObjectUrl } from '@/lib/download';
import { retryingImport } from '@/lib/lazyImport';

/** docs/product/error-messages.md#receipts */
export const RECEIPT_NOT_AVAILABLE = 'Receipt not available';
export const RECEIPT_DOWNLOAD_FAILED = 'Failed to download receipt. Please try again.';

/** A receipt page stays openable this long after its document was fetched. */
const BLOB_URL_LIFETIME_MS = 60_000;

const importReceiptDocument = retryingImport(() => import('./receiptDocument'));

class ReceiptUnavailableError extends Error {
  constructor() {
    super(RECEIPT_NOT_AVAILABLE);
  }
}

/**
 * How a receipt URL from the API opens: a page on another origin (the card provider's) opens as a
 * link; a document the API serves itself needs the session's bearer token, so it is fetched and shown
 * from memory. Anything but http(s) is refused (only http(s) links from API data).
 */
export type ReceiptSource = { kind: 'link'; url: string } | { kind: 'api-document'; url: string };

export function receiptSource(receiptUrl: string, apiOrigin: string): ReceiptSource | null {
  let url: URL;
  try {
    url = new URL(receiptUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === apiOrigin ? { kind: 'api-document', url: url.href } : { kind: 'link', url: url.href };
}

function apiOrigin(): string {
  return new URL(resolveApiUrl('/'), window.location.href).origin;
}

/** An HTML receipt is sanitised (receiptDocument.ts) before it is shown under the app's origin; a PDF is shown as it is. */
async function documentUrl(url: string): Promise<string> {
  const body = await apiFetch<unknown>(url);
  let blob: Blob;
  if (typeof body === 'string') {
    const { receiptDocument } = await importReceiptDocument();
    blob = new Blob([receiptDocument(body)], { type: 'text/html' });
  } else if (body instanceof Blob && body.type === 'application/pdf') {
    blob = body;
  } else {
    throw new ReceiptUnavailableError();
  }
  return temporaryObjectUrl(blob, BLOB_URL_LIFETIME_MS);
}

/** GET /payments/receipt/{id}/, then the address the new tab should show. */
async function receiptPageUrl(paymentId: number): Promise<string> {
  const { receipt_url: receiptUrl } = await getPaymentReceipt(paymentId);
  const source = receiptSource(receiptUrl, apiOrigin());
  if (!source) throw new ReceiptUnavailableError();
  return source.kind === 'link' ? source.url : documentUrl(source.url);
}

function receiptErrorMessage(error: unknown): string {
  if (error instanceof ReceiptUnavailableError) return RECEIPT_NOT_AVAILABLE;
  if (isApiError(error) && error.status === 404) return RECEIPT_NOT_AVAILABLE;
  return RECEIPT_DOWNLOAD_FAILED;
}

/** A tab opened during the click (so no popup blocker stops it), pointed at the receipt once it is known. */
function openPlaceholderTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The receipt tab must not be able to reach back into the app.
  tab.opener = null;
  try {
    tab.document.title = 'Opening your receipt';
    tab.document.body.textContent = 'Opening your receipt…';
  } catch {
    // Some browsers do not expose the blank tab's document: the receipt still loads.
  }
  return tab;
}

/**
 * Opens a succeeded payment's receipt in a new tab (`api-spec/paths/payments.yaml#/receipt`). Call `open` from the click itself. On
 * failure the tab closes again and `error.message` is one of the messages of docs/product/error-messages.md#receipts.
 */
export function useOpenReceipt() {
  // The tab stays out of the mutation's variables: those may be persisted, a window cannot be.
  const pendingTabs = useRef(new Map<number, Window | null>());
  const mutation = useMutation({
    // Offline, fail at once with the network message (docs/product/error-messages.md#network) rather than wait paused with a blank tab open.
    networkMode: 'always',
    mutationFn: async (paymentId: number) => {
      const tab = pendingTabs.current.get(paymentId) ?? null;
      pendingTabs.current.delete(paymentId);
      try {
        const url = await receiptPageUrl(paymentId);
        // Without a placeholder tab (the browser refused it), try once more now that the URL is known.
        if (tab) tab.location.replace(url);
        else window.open(url, '_blank', 'noopener');
      } catch (error) {
        tab?.close();
        throw new Error(receiptErrorMessage(error), { cause: error });
      }
    },
  });
  const { mutate } = mutation;
  const open = useCallback(
    (paymentId: number) => {
      pendingTabs.current.set(paymentId, openPlaceholderTab());
      mutate(paymentId);
    },
    [mutate],
  );
  return { ...mutation, open };
}
