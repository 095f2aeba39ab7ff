import type { ReportingApiReport } from '@/api/generated/model';
import { ReportCspViolationsBody } from '@/api/generated/zod/reports/reports.zod';
import { HttpError } from '../http/errors';
import { controlRoute, json, noContent, route } from '../http/route';
import { validate } from '../http/validate';

/** The newest reports, oldest first: enough to see what a deploy broke, bounded like the server's store. */
const KEPT_REPORTS = 100;
const received: ReportingApiReport[] = [];

/** A `report-uri` body (`application/csp-report`), in the Reporting API's shape. */
function fromLegacyReport(body: unknown): ReportingApiReport {
  const report = (body as { 'csp-report'?: Record<string, unknown> } | undefined)?.['csp-report'];
  const text = (key: string) => (typeof report?.[key] === 'string' ? report[key] : undefined);
  const documentURL = text('document-uri');
  if (!documentURL) throw new HttpError(400, { 'csp-report': ['This field is required.'] });
  return {
    type: 'csp-violation',
    url: documentURL,
    body: {
      documentURL,
      blockedURL: text('blocked-uri'),
      effectiveDirective: text('effective-directive') ?? text('violated-directive') ?? '',
      originalPolicy: text('original-policy'),
    },
  };
}

/**
 * Content-Security-Policy violation reports (api-spec/paths/reports.yaml): browsers post them
 * without credentials; `GET /__mock/csp-reports` shows what arrived.
 */
export const reportHandlers = [
  route('post', '/csp-reports/', { auth: 'none' }, ({ request, body }) => {
    const reports = (request.headers.get('content-type') ?? '').includes('application/csp-report')
      ? [fromLegacyReport(body)]
      : validate(ReportCspViolationsBody, body);
    received.push(...reports);
    received.splice(0, Math.max(0, received.length - KEPT_REPORTS));
    return noContent();
  }),

  controlRoute('get', '/csp-reports', () => json(received)),
];
