import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * Loads the page's query cache (once; later calls get the same one). The entry screens render
 * without it (useLazyRequest) but fill it for the next screen: login caches the profile, so the
 * dashboard starts its search without asking for it again. The app owns the cache and provides this.
 */
export type LoadQueryClient = () => Promise<QueryClient>;

export const QueryClientLoaderContext = createContext<LoadQueryClient | null>(null);

export function useLoadQueryClient(): LoadQueryClient {
  const load = useContext(QueryClientLoaderContext);
  if (!load)
    throw new Error('useLoadQueryClient must be used inside the app providers (QueryClientLoaderContext).');
  return load;
}
