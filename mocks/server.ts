import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Express, type RequestHandler } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { handlers } from './handlers';
import { resetMockDb } from './persistence/snapshot';

/** Loopback names, with any port: the only hosts and origins this developer tool answers. */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * A rebound DNS name reaches 127.0.0.1 with its own name in Host, so anything else is refused. A proxy
 * in front must send a loopback Host (nginx passes the browser's 127.0.0.1:PORT, Vite's proxy its target's).
 */
const refuseForeignHost: RequestHandler = (request, response, next) => {
  const host = request.headers.host ?? '';
  if (LOCAL_HOST.test(host)) next();
  else response.status(403).json({ detail: `The fake backend answers only on localhost, not on "${host}".` });
};

/**
 * Only pages on a loopback origin may call it and read the answers, without credentials (the API
 * takes a bearer token, never a cookie). A request from any other website is refused, preflight or
 * not: a form or `fetch(..., { mode: 'no-cors' })` needs no preflight and would still reset the data
 * or log in, even unread.
 */
const localCors: RequestHandler = (request, response, next) => {
  const origin = request.headers.origin;
  const localOrigin = origin !== undefined && LOCAL_ORIGIN.test(origin);
  response.setHeader('Vary', 'Origin');
  if (localOrigin) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    );
    response.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, x-mock-handler');
  }
  if (origin !== undefined && !localOrigin)
    response.status(403).json({ detail: 'Cross-origin requests are allowed from localhost only.' });
  else if (request.method === 'OPTIONS' && localOrigin) response.sendStatus(204);
  else next();
};

/**
 * The same handlers over real HTTP (`npm run mock:server`): the API under `/api`, the mock
 * controls under `/__mock`. @mswjs/http-middleware sends no CORS headers, so this adds them for
 * local development; any web page the developer visits could call this server too, hence the limits.
 */
export function createMockApp(): Express {
  const app = express();
  app.use(refuseForeignHost, localCors);
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
