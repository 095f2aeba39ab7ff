import type { RequestHandler } from 'msw';
import { getAdminMock } from '@/api/generated/endpoints/admin/admin.msw';
import { getAuthMock } from '@/api/generated/endpoints/auth/auth.msw';
import { getBidsMock } from '@/api/generated/endpoints/bids/bids.msw';
import { getPaymentsMock } from '@/api/generated/endpoints/payments/payments.msw';
import { getScrappingMock } from '@/api/generated/endpoints/scrapping/scrapping.msw';
import { accountHandlers } from './account';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { bidHandlers } from './bids';
import { mockControlHandlers } from './mock-control';
import { paymentHandlers } from './payments';
import { profileHandlers } from './profile';
import { referenceHandlers } from './reference';
import { savedFilterHandlers } from './saved-filters';
import { scrappingHandlers } from './scrapping';
import { trackingHandlers } from './tracking';

/** The stateful fake backend, one handler per contract operation, plus the mock-only `/__mock` routes. */
export const statefulHandlers: RequestHandler[] = [
  ...authHandlers,
  ...profileHandlers,
  ...accountHandlers,
  ...referenceHandlers,
  ...savedFilterHandlers,
  ...trackingHandlers,
  // After the fixed `/bids/...` paths above, because it holds `/bids/:id/`.
  ...bidHandlers,
  ...paymentHandlers,
  ...scrappingHandlers,
  ...adminHandlers,
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
];
