import { getAdminMock } from '@/api/generated/endpoints/admin/admin.msw';
import { getAlertsMock } from '@/api/generated/endpoints/alerts/alerts.msw';
import { getAuthMock } from '@/api/generated/endpoints/auth/auth.msw';
import { getBidsMock } from '@/api/generated/endpoints/bids/bids.msw';
import { getPaymentsMock } from '@/api/generated/endpoints/payments/payments.msw';
import { getReportsMock } from '@/api/generated/endpoints/reports/reports.msw';
import { getScrappingMock } from '@/api/generated/endpoints/scrapping/scrapping.msw';

/** orval's generated, stateless example handlers, one per contract operation. */
export const contractExampleHandlers = [
  ...getAuthMock(),
  ...getBidsMock(),
  ...getPaymentsMock(),
  ...getScrappingMock(),
  ...getAdminMock(),
  ...getReportsMock(),
  ...getAlertsMock(),
];
