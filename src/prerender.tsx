/**
 * Server entry used at build time only (the prerender plugin in scripts/vite-plugins.ts): renders a public page to HTML, so
 * the first paint needs no JavaScript. The tree mirrors createApp()'s, logged out and with the
 * query cache still restoring, which is exactly what the browser's first render sees.
 */
import { IsRestoringProvider, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes } from '@/app/routes';
import type { RouteHandle } from '@/app/layout/routeHandle';
import { LogoutContext } from '@/lib/logout';
import { paths } from '@/lib/routes';

/** Public pages whose content is the same for every visitor. */
export const PRERENDERED_PATHS = [
  paths.home,
  paths.pricing,
  paths.about,
  paths.aiToolset,
  paths.help,
  paths.login,
] as const;

export interface PrerenderedPage {
  html: string;
  /** Source files of the code-split routes on this page, to link their chunks and CSS. */
  modules: string[];
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <IsRestoringProvider value>
          <LogoutContext value={() => Promise.resolve()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </LogoutContext>
        </IsRestoringProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const modules = context.matches.flatMap(({ route }) => {
    const module = (route.handle as RouteHandle | undefined)?.module;
    return module ? [module] : [];
  });
  return { html: await new Response(prelude).text(), modules };
}
