import { getResponse, http, type RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { alertHandlers } from './alerts';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { bidByIdHandlers, bidHandlers } from './bids';
import { mockControlHandlers } from './mock-control';
import { paymentHandlers } from './payments';
import { profileHandlers } from './profile';
import { referenceHandlers } from './reference';
import { reportHandlers } from './reports';
import { savedFilterHandlers } from './saved-filters';
import { scrappingHandlers } from './scrapping';
import { hiddenBidHandlers, trackingHandlers } from './tracking';

/**
 * The stateful fake backend, one handler per contract operation, plus the mock-only `/__mock` routes.
 * MSW tries handlers in order and parses the request's cookies for each one it tries, so the bid
 * search (the dashboard's hot path) comes first.
 */
export const statefulHandlers: RequestHandler[] = [
  ...bidHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...accountHandlers,
  ...alertHandlers,
  ...referenceHandlers,
  ...savedFilterHandlers,
  ...trackingHandlers,
  ...hiddenBidHandlers,
  // After every fixed `/bids/...` path above (reference codes, saved filters, tracking).
  ...bidByIdHandlers,
  ...paymentHandlers,
  ...scrappingHandlers,
  ...adminHandlers,
  ...reportHandlers,
  ...mockControlHandlers,
];

/**
 * orval's generated, stateless example handlers, after every stateful one: an operation added to the
 * contract still answers (with its example) before it gets a stateful handler. They and faker's English
 * data they draw from (some 400 KB of script) load on the first request no stateful handler answers,
 * which a page of the fake backend normally never makes: not on every page load.
 */
const contractExamples = http.all('*', async ({ request }) => {
  const { contractExampleHandlers } = await import('./contract-examples');
  return getResponse(contractExampleHandlers, request);
});

export const handlers: RequestHandler[] = [...statefulHandlers, contractExamples];
