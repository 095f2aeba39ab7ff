/**
 * Server entry used at build time only (scripts/vite/prerenderPublicPages.ts): renders a public page to HTML, so
 * the first paint needs no JavaScript. The tree mirrors createApp()'s, logged out and with the
 * query cache still restoring, which is exactly what the browser's first render sees.
 */
import { IsRestoringProvider, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes, screenScopeModules } from '@/app/routes';
import type { RouteHandle } from '@/app/layout/routeHandle';
import { LogoutContext } from '@/lib/logout';
import { QueryClientLoaderContext } from '@/lib/queryClientLoader';
import { DRAFT_STORAGE_KEY } from '@/features/onboarding/draft/onboardingDraft';
import { paths } from '@/lib/routes';

/** Public pages whose content is the same for every visitor (as long as the browser kept nothing for them). */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.pricing,
  paths.about,
  paths.aiToolset,
  paths.help,
  paths.login,
  paths.forgotPassword,
  paths.register,
] as const;

/**
 * Pages whose first render starts from what this browser stored: the register form from the
 * onboarding draft. Where the key is present the HTML would not match, so it is dropped before it
 * paints and the app renders the page itself.
 */
const STORED_STATE_KEYS: Partial<Record<(typeof PRERENDERED_PATHS)[number], string>> = {
  [paths.register]: DRAFT_STORAGE_KEY,
};

export interface PrerenderedPage {
  html: string;
  /** Source files of the code-split routes on this page, to link their chunks and CSS. */
  modules: string[];
  /** A localStorage key whose presence makes this HTML stale for the browser holding it. */
  storedStateKey?: string;
}

export async function renderPage(path: (typeof PRERENDERED_PATHS)[number]): Promise<PrerenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient();

  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <IsRestoringProvider value>
          <LogoutContext value={() => Promise.resolve()}>
            <QueryClientLoaderContext value={() => Promise.resolve(queryClient)}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientLoaderContext>
          </LogoutContext>
        </IsRestoringProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const routeModules = context.matches.flatMap(({ route }) => {
    const module = (route.handle as RouteHandle | undefined)?.module;
    return module ? [module] : [];
  });
  // The app loads the screen scope with these routes before it hydrates (routes.tsx): preload it too.
  const modules = [...new Set([...routeModules, ...routeModules.flatMap(screenScopeModules)])];
  return { html: await new Response(prelude).text(), modules, storedStateKey: STORED_STATE_KEYS[path] };
}
