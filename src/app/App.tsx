import type { ReactElement } from 'react';
import { configureApi } from '@/api/http';
import { AppProviders } from './providers';
import { keepCacheToOneUser } from './query/cacheOwner';
import { createAppPersister } from './query/persister';
import { createAppQueryClient } from './query/queryClient';
import { createAppRouter } from './router';
import { createLogout, createUnauthorizedHandler } from './session/endSession';

/**
 * The app with one of each (query cache, persister, router) for the life of the page, wired
 * before the first render so no request can 401 unheard. Call it once the matched route
 * modules are loaded when hydrating a prerendered page (see main.tsx).
 */
export function createApp(): ReactElement {
  const queryClient = createAppQueryClient();
  const persister = createAppPersister();
  const router = createAppRouter({ queryClient });
  const session = { queryClient, persister };
  const logout = createLogout(session, router);
  const handleUnauthorized = createUnauthorizedHandler(session, router);
  configureApi({ onUnauthorized: () => void handleUnauthorized() });
  keepCacheToOneUser(queryClient, persister);
  return <AppProviders router={router} queryClient={queryClient} persister={persister} logout={logout} />;
}
