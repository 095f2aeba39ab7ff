import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/global.css';
import { App } from '@/app/App';

/**
 * Same flag as config.useMocks, but read inline: Vite replaces it with a literal, so in a normal
 * build both branches below are dead code and no mocks/ chunk is emitted at all.
 */
const USE_MOCKS = import.meta.env.VITE_USE_MOCKS === 'true';

// The fake backend's dev panel: only in mock mode and loaded on demand.
const DevPanel = USE_MOCKS
  ? lazy(() => import('@mocks/dev-panel/DevPanel').then((module) => ({ default: module.DevPanel })))
  : null;

async function start(): Promise<void> {
  if (USE_MOCKS) {
    // The worker must be answering before the first request goes out.
    try {
      const { startMockWorker } = await import('@mocks/browser');
      await startMockWorker();
    } catch (error) {
      // Still show the app: a broken fake backend should read as failed requests, not a blank page.
      console.error('The mock API did not start; requests will reach the network.', error);
    }
  }

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element.');
  createRoot(rootElement).render(
    <StrictMode>
      <App />
      {DevPanel && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
    </StrictMode>,
  );
}

void start();
