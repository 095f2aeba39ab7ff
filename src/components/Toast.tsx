import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components/Toast';
import { useSyncExternalStore } from 'react';
import { cx } from './classNames';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import './IconButton.css';
import { toastQueue } from './toastQueue';
import './Toast.css';

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
