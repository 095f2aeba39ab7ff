/** Who hears of a change to a value kept outside React: `subscribe` is useSyncExternalStore's. */
export interface Listeners {
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}
