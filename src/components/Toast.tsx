import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastOptions,
} from 'react-aria-components/Toast';
import { useSyncExternalStore } from 'react';
import { cx } from './classNames';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import './IconButton.css';
import './Toast.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastContentData {
  title: string;
  description?: string;
  tone?: ToastTone;
}

/** The app's one toast queue: `toastQueue.add({ title: 'Bid bookmarked', tone: 'success' }, { timeout: 5000 })`. */
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

const TONE_ICONS = { info: InfoIcon, success: CheckCircleIcon, error: AlertIcon } as const;

const subscribeToToasts = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasVisibleToasts = () => toastQueue.visibleToasts.length > 0;

/**
 * Render once near the root of the app; it shows the queued toasts in a "Notifications" landmark.
 * React Aria's region renders nothing while the queue is empty, yet names itself with a count of
 * toasts ("2 notifications.") on every render: the page's first Intl.PluralRules and NumberFormat,
 * which load ICU's data in one long task (docs/performance.md). So it mounts only once a toast is shown.
 */
export function ToastRegion() {
  const showsToasts = useSyncExternalStore(subscribeToToasts, hasVisibleToasts, () => false);
  if (!showsToasts) return null;
  return (
    <RACToastRegion queue={toastQueue} className="bl-toast-region">
      {({ toast }) => {
        const tone = toast.content.tone ?? 'info';
        const Icon = TONE_ICONS[tone];
        return (
          <RACToast toast={toast} className={cx('bl-toast', `bl-toast--${tone}`)}>
            <Icon className="bl-toast__icon" />
            <ToastContent className="bl-toast__content">
              <Text slot="title" className="bl-toast__title">
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className="bl-toast__description">
                  {toast.content.description}
                </Text>
              )}
            </ToastContent>
            <Button slot="close" className="bl-icon-button bl-toast__close" aria-label="Close">
              <CloseIcon size={18} />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
