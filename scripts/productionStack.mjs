/**
 * What the measuring scripts share: the production build served as the README's deploy section says
 * (nginx: prerendered pages, fallback, compression) in front of the fake backend over HTTP, and how
 * they summarise runs.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The machine's load average (1, 5, 15 min): figures from a busy machine are indicative only. */
export const loadAverageText = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function waitUntilServing(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not start`);
}

/**
 * Starts `npm run mock:server`'s fake backend on `mockPort` and nginx on `hostPort` serving `dist`
 * (its config and logs under `nginxDir`), and waits until both answer. With `tls` ({ port, cert,
 * key }), nginx also listens there with TLS and HTTP/2 (scripts/serve-nginx.mjs --tls-port). `stop()`
 * ends both; it also runs on Ctrl+C.
 */
export async function startProductionStack({ dist, hostPort, mockPort, nginxDir, tls }) {
  const env = { ...process.env, MOCK_PORT: String(mockPort) };
  const nginxArgs = ['--port', String(hostPort), '--root', dist, '--api', `127.0.0.1:${mockPort}`];
  if (tls) nginxArgs.push('--tls-port', String(tls.port), '--tls-cert', tls.cert, '--tls-key', tls.key);
  const children = [
    spawn('npx', ['tsx', 'mocks/server.ts'], { env, stdio: 'ignore', detached: true }),
    spawn('node', ['scripts/serve-nginx.mjs', ...nginxArgs, ...(nginxDir ? ['--dir', nginxDir] : [])], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    }),
  ];
  const stop = () =>
    children.forEach((child) => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    });
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const baseUrl = `http://127.0.0.1:${hostPort}`;
  try {
    await waitUntilServing(`http://127.0.0.1:${mockPort}/__mock/emails`);
    await waitUntilServing(`${baseUrl}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}
