import type { AlertDigest, AlertsSeen } from '@/api/generated/model';
import { GetAlertDigestQueryParams, MarkAlertsSeenBody } from '@/api/generated/zod/alerts/alerts.zod';
import { json, route } from '../http/route';
import { validate, validateQuery } from '../http/validate';
import { assertEmailAlertsIncluded, buildAlertDigest, digestSince, markAlertsSeen } from '../store/alerts';
import { clockNow } from '../store/clock';

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
];
