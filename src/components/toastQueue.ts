import { UNSTABLE_ToastQueue as ToastQueue, type ToastOptions } from 'react-aria-components/Toast';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastContentData {
  title: string;
  description?: string;
  tone?: ToastTone;
}

/**
 * The app's one toast queue: `toastQueue.add({ title: 'Bid bookmarked', tone: 'success' }, { timeout: 5000 })`.
 * A module of its own, without the region (Toast.tsx): a screen that may show a toast does not load
 * React Aria's toast region with its first screen (docs/performance.md).
 */
export const toastQueue = new ToastQueue<ToastContentData>({ maxVisibleToasts: 3 });

/** Toasts need at least 5 s to be readable (RAC guidance); errors stay until dismissed. */
const DEFAULT_TIMEOUT_MS = 6000;

/** Shows a toast; success and info close by themselves, errors wait for the user. Returns the toast's key. */
export function showToast(content: ToastContentData, options: ToastOptions = {}): string {
  const timeout = content.tone === 'error' ? undefined : DEFAULT_TIMEOUT_MS;
  return toastQueue.add(content, { timeout, ...options });
}

/** Hook form of the same API, for components that prefer hooks. */
export function useToast() {
  return { show: showToast, close: (key: string) => toastQueue.close(key) };
}
