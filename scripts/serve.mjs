/** Start a static server (vite preview of a built folder) in the background and wait until it answers. */
import { spawn } from 'node:child_process';

export async function servePreview({ outDir, port, mode }) {
  // Another server on the port would answer in this one's place: its build, not `outDir`, measured.
  const taken = await fetch(`http://127.0.0.1:${port}`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is in use: stop what serves it, or choose another port.`);
  const args = [
    'vite',
    'preview',
    '--outDir',
    outDir,
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ];
  if (mode) args.push('--mode', mode);
  const server = spawn('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    // The server runs in its own process group so the npx wrapper and vite both stop.
    stop: () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}
