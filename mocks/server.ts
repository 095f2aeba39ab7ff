import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Express } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { handlers } from './handlers';
import { resetMockDb } from './persistence/snapshot';

/**
 * The same handlers over real HTTP (`npm run mock:server`): the API under `/api`, the mock
 * controls under `/__mock`. @mswjs/http-middleware sends no CORS headers, so this adds
 * permissive ones for local development (any origin, with credentials and the bearer header).
 */
export function createMockApp(): Express {
  const app = express();
  app.use((request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Vary', 'Origin');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    );
    response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, x-mock-handler');
    if (request.method === 'OPTIONS') {
      response.sendStatus(204);
      return;
    }
    next();
  });
  app.use(createMiddleware(...handlers));
  app.use((_request, response) => {
    response.status(404).json({ detail: 'Not found.', code: 'not_found' });
  });
  return app;
}

export interface MockHttpServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

/** Starts the HTTP fake backend (port 0 = an ephemeral port, for tests) on a fresh seed. */
export async function createMockHttpServer(port = 0, host = '127.0.0.1'): Promise<MockHttpServer> {
  resetMockDb();
  const app = createMockApp();
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(port, host, () => resolve(listening));
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const { url } = await createMockHttpServer(port);
  console.log(
    `BidLantern fake backend: API at ${url}/api, mock controls at ${url}/__mock (mailbox: ${url}/__mock/emails)`,
  );
}
