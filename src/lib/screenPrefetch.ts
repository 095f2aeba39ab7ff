import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';

/**
 * A screen's requests, started by its route once the screen's code has loaded, all at once: not by
 * its components as they render, each after what it needed first (the profile, the plans, the bid).
 * A route module exports it as `prefetch` (routes.tsx makes it the route's loader). It only starts
 * requests and never waits for them: the screen reads them from the cache and shows their errors.
 */
export type ScreenPrefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => void;
