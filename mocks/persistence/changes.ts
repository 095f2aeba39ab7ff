/** A tiny change feed: the route wrapper reports successful mutations, the browser host saves. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onStateChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyStateChange(): void {
  for (const listener of listeners) listener();
}
