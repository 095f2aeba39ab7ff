import { type ComponentType, Suspense, lazy, useState, useSyncExternalStore } from 'react';
import type { StorageNoticeProps } from './StorageNotice';
import { isStorageBlocked, onStorageBlocked } from '@/lib/browserStorage';

// Only a browser that refuses storage loads the notice; if its code cannot load, the app goes on without it.
const StorageNotice = lazy<ComponentType<StorageNoticeProps>>(() =>
  import('./StorageNotice').catch(() => ({ default: () => null })),
);

/** Says once per visit that storage is blocked (browserStorage keeps the session in memory meanwhile). */
export function StorageNoticeSlot() {
  const isBlocked = useSyncExternalStore(onStorageBlocked, isStorageBlocked, () => false);
  const [isDismissed, setIsDismissed] = useState(false);
  if (!isBlocked || isDismissed) return null;
  return (
    <Suspense fallback={null}>
      <StorageNotice onDismiss={() => setIsDismissed(true)} />
    </Suspense>
  );
}
