import { StrictMode, Suspense, lazy, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/global.css';
import { createApp } from '@/app/App';
import { config } from '@/lib/config';
import { paintFirstScreenFirst } from '@/lib/firstScreenPaint';
import { setAccessToken } from '@/lib/session';

/**
 * Same flag as config.useMocks, but read inline: Vite replaces it with a literal, so in a normal
 * build both branches below are dead code and no mocks/ chunk is emitted at all.
 */
const USE_MOCKS = import.meta.env.VITE_USE_MOCKS === 'true';

/** The fake backend's dev panel, in a root of its own so the app's markup matches its prerender. */
function mountDevPanel(): void {
  const DevPanel = lazy(async () => {
    const { DevPanel: Panel } = await import('@mocks/dev-panel/DevPanel');
    return { default: () => <Panel apiBaseUrl={config.apiBaseUrl} keepAccessToken={setAccessToken} /> };
  });
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <Suspense fallback={null}>
      <DevPanel />
    </Suspense>,
  );
}

async function start(): Promise<void> {
  if (USE_MOCKS) {
    // The worker must be answering before the first request goes out.
    try {
      const { startMockWorker } = await import('@mocks/browser');
      await startMockWorker();
      // For journeys and tools: the fake backend answers from now on (a controlling service worker
      // alone does not mean MSW has started handling this page's requests).
      document.documentElement.dataset.mockApi = 'ready';
    } catch (error) {
      // Still show the app: a broken fake backend should read as failed requests, not a blank page.
      console.error('The mock API did not start; requests will reach the network.', error);
    }
    mountDevPanel();
  }

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element.');
  // Public pages ship prerendered HTML (scripts/vite/prerenderPublicPages.ts); it is only kept on the path it was rendered for.
  const { pathname } = window.location;
  const isPrerendered = rootElement.dataset.prerendered === pathname;

  paintFirstScreenFirst();
  const app: ReactNode = <StrictMode>{await createApp(isPrerendered ? pathname : undefined)}</StrictMode>;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task (a tap during it is replayed once its target has hydrated).
  if (isPrerendered) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
}

start().catch((error: unknown) => {
  // The page's loader (scripts/prerender/pageHtml.ts, PAGE_SCRIPTS_LOADER) shows a note with Reload.
  window.dispatchEvent(new Event('bl:page-scripts-failed'));
  console.error(error);
});
