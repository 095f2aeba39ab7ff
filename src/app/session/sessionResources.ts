import type { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { paths } from '@/lib/routes';

// What ending a session (endSession.ts) and an expired one (sessionExpiry.tsx, loaded with the first
// 401) both work with: a module of its own, so neither imports the other.

export const LOGIN_PATH = paths.login;

/** What the app holds about the signed-in user, besides storage. */
export interface SessionResources {
  queryClient: QueryClient;
  persister: Persister;
}

/**
 * The query cache and its persister once a screen has loaded them (lazyQueryRuntime.ts); undefined
 * before, when nothing is cached in memory and clearSession empties the stored copy.
 */
export type LoadedSessionResources = () => SessionResources | undefined;

/** The slice of the data router the session needs: navigation outside React. */
export interface SessionNavigator {
  navigate: (to: string, options: { replace: boolean; state?: unknown }) => unknown;
  state: { location: { pathname: string; search: string; hash: string } };
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please log in again.';
