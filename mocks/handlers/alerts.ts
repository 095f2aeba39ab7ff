import type { AlertDigest, AlertsSeen } from '@/api/generated/model';
import { GetAlertDigestQueryParams, MarkAlertsSeenBody } from '@/api/generated/zod/alerts/alerts.zod';
import { fieldError } from '../http/errors';
import { controlRoute, json, route } from '../http/route';
import { validate, validateQuery } from '../http/validate';
import { assertEmailAlertsIncluded, buildAlertDigest, digestSince, markAlertsSeen } from '../store/alerts';
import { advanceClockOneDay } from '../store/alert-clock';
import { clockNow, daysAdvanced } from '../store/clock';

/** The most days one call may advance (a month of alerts is already a long wait). */
const MAX_ADVANCE_DAYS = 30;

function daysToAdvance(body: unknown): number {
  const days = typeof body === 'object' && body !== null && 'days' in body ? body.days : 1;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_ADVANCE_DAYS)
    throw fieldError('days', `Enter a whole number of days from 1 to ${MAX_ADVANCE_DAYS}.`);
  return days;
}

function clockState() {
  return { days_advanced: daysAdvanced(), now: new Date(clockNow()).toISOString() };
}

/** The digest and "seen" (api-spec/paths/alerts.yaml), read on the fake clock. */
export const alertHandlers = [
  route('get', '/alerts/digest/', { auth: 'required' }, ({ user, url }) => {
    assertEmailAlertsIncluded(user);
    const { since } = validateQuery(GetAlertDigestQueryParams, url.searchParams);
    const now = clockNow();
    return json<AlertDigest>(buildAlertDigest(user, digestSince(user, since, now), now));
  }),

  route('post', '/alerts/seen/', { auth: 'required' }, ({ user, body }) => {
    assertEmailAlertsIncluded(user);
    const { seen_at } = validate(MarkAlertsSeenBody, body);
    return json<AlertsSeen>({ alerts_seen_at: markAlertsSeen(user, seen_at, clockNow()) });
  }),

  // Mock-only: the fake clock. Links in the emails point at the app that asked (its Origin), else this host.
  controlRoute('get', '/clock', () => json(clockState())),
  controlRoute('post', '/clock/advance', ({ request, url, body }) => {
    const days = daysToAdvance(body);
    const appUrl = request.headers.get('origin') ?? url.origin;
    let emailsSent = 0;
    for (let index = 0; index < days; index++) emailsSent += advanceClockOneDay(appUrl).emailsSent;
    return json({ ...clockState(), emails_sent: emailsSent });
  }),
];
