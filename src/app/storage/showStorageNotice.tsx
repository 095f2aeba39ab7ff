import { createRoot } from 'react-dom/client';
import StorageNotice from './StorageNotice';

let isShown = false;

/**
 * Says once per visit that the browser refuses storage. A root of its own beside the app's, so the
 * app's entry carries none of this: only a browser that refuses storage loads it.
 */
export function showStorageNotice(): void {
  if (isShown) return;
  isShown = true;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <StorageNotice
      onDismiss={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
