/**
 * A tiny change feed: the route wrapper reports successful mutations and waits for the listeners
 * (the browser host saves to IndexedDB), so once the fake backend has answered, its state survives
 * a reload — a page that logs in and reloads at once still finds its session.
 */
type Listener = () => void | Promise<unknown>;
const listeners = new Set<Listener>();

export function onStateChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notifyStateChange(): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener()));
}
