import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LogoutContext, type Logout } from '@/lib/logout';
import { persistOptionsFor, revalidateRestoredQueries } from './query/persister';
import type { AppRouter } from './router';

export interface AppProvidersProps {
  router: AppRouter;
  queryClient: QueryClient;
  persister: Persister;
  logout: Logout;
}

/**
 * Everything a screen relies on: the query cache (restored from localStorage before queries run),
 * logout for any feature, and the router. React Aria's router link-up lives in RootLayout, inside
 * the router.
 */
export function AppProviders({ router, queryClient, persister, logout }: AppProvidersProps) {
  const persistOptions = useMemo(() => persistOptionsFor(persister), [persister]);

  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => revalidateRestoredQueries(queryClient)}
    >
      <LogoutContext value={logout}>
        <RouterProvider router={router} />
      </LogoutContext>
    </PersistQueryClientProvider>
  );
}
