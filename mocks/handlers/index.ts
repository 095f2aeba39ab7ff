import type { RequestHandler } from 'msw';
import { getAdminMock } from '@/api/generated/endpoints/admin/admin.msw';
import { getAlertsMock } from '@/api/generated/endpoints/alerts/alerts.msw';
import { getAuthMock } from '@/api/generated/endpoints/auth/auth.msw';
import { getBidsMock } from '@/api/generated/endpoints/bids/bids.msw';
import { getPaymentsMock } from '@/api/generated/endpoints/payments/payments.msw';
import { getReportsMock } from '@/api/generated/endpoints/reports/reports.msw';
import { getScrappingMock } from '@/api/generated/endpoints/scrapping/scrapping.msw';
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
 * Stateful handlers first; orval's generated, stateless example handlers last, so an operation
 * added to the contract still answers (with its example) before it gets a stateful handler.
 */
export const handlers: RequestHandler[] = [
  ...statefulHandlers,
  ...getAuthMock(),
  ...getBidsMock(),
  ...getPaymentsMock(),
  ...getScrappingMock(),
  ...getAdminMock(),
  ...getReportsMock(),
  ...getAlertsMock(),
];
