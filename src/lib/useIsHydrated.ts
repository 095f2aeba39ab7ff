import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates prerendered HTML (and during the prerender itself), true from then on
 * and in every client-only render. Lets a screen keep controls disabled until their handlers exist.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
