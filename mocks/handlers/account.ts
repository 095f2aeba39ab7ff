import type { FeatureRequest, MessageResponse, UserSetting } from '@/api/generated/model';
import {
  CreateFeatureRequestBody,
  CreateUserSettingBody,
  UpdateUserSettingBody,
} from '@/api/generated/zod/auth/auth.zod';
import { db, nextId } from '../db';
import { HttpError, notFound } from '../http/errors';
import { json, noContent, route } from '../http/route';
import { endSessions } from '../http/sessions';
import { idParam, validate } from '../http/validate';
import { assertEmailAlertsIncluded, DEFAULT_ALERT_DAILY_CAP } from '../store/alerts';
import { deleteUserCascade, updateUser } from '../store/users';

function toSetting(record: { id: number; email_alerts: string; alert_daily_cap: number }): UserSetting {
  return {
    id: record.id,
    email_alerts: record.email_alerts as UserSetting['email_alerts'],
    // Rows from before the cap existed store 0: they read as the default.
    alert_daily_cap: record.alert_daily_cap >= 1 ? record.alert_daily_cap : DEFAULT_ALERT_DAILY_CAP,
  };
}

/** The zod schema fills in the default; an update without the cap keeps the stored one (api-spec/schemas/auth.yaml). */
function capSent(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'alert_daily_cap' in body;
}

/** Email alert settings, the A.I. Toolset notify-me list, and disabling or deleting the account. */
export const accountHandlers = [
  route('get', '/auth/user-settings/', { auth: 'required' }, ({ user }) =>
    json<UserSetting[]>(db.userSetting.findMany({ where: { user_id: { equals: user.id } } }).map(toSetting)),
  ),

  // One setting per user: creating again updates the existing row instead of duplicating it.
  route('post', '/auth/user-settings/', { auth: 'required' }, ({ user, body }) => {
    const { email_alerts, alert_daily_cap } = validate(CreateUserSettingBody, body);
    assertEmailAlertsIncluded(user);
    const existing = db.userSetting.findFirst({ where: { user_id: { equals: user.id } } });
    const record = existing
      ? db.userSetting.update({
          where: { id: { equals: existing.id } },
          data: capSent(body) ? { email_alerts, alert_daily_cap } : { email_alerts },
        })
      : db.userSetting.create({
          id: nextId('userSetting'),
          user_id: user.id,
          email_alerts,
          alert_daily_cap,
          last_digest_at: null,
        });
    if (!record) throw notFound();
    return json<UserSetting>(toSetting(record), 201);
  }),

  route('put', '/auth/user-settings/:id/', { auth: 'required' }, ({ user, params, body }) => {
    const { email_alerts, alert_daily_cap } = validate(UpdateUserSettingBody, body);
    assertEmailAlertsIncluded(user);
    const id = idParam(params.id);
    const record = db.userSetting.update({
      where: { id: { equals: id }, user_id: { equals: user.id } },
      data: capSent(body) ? { email_alerts, alert_daily_cap } : { email_alerts },
    });
    if (!record) throw notFound('Setting not found.');
    return json<UserSetting>(toSetting(record));
  }),

  route('post', '/auth/feature-requests/', { auth: 'required' }, ({ body }) => {
    const { email, name } = validate(CreateFeatureRequestBody, body);
    const normalized = email.toLowerCase();
    if (db.featureRequest.findFirst({ where: { email: { equals: normalized } } })) {
      throw new HttpError(409, {
        detail: "You're already registered for A.I. Toolset updates.",
        code: 'already_registered',
      });
    }
    db.featureRequest.create({
      id: nextId('featureRequest'),
      email: normalized,
      name,
      created_at: new Date().toISOString(),
    });
    return json<FeatureRequest>({ email: normalized, name }, 201);
  }),

  route('post', '/auth/user/deactivate-account/', { auth: 'required' }, ({ user }) => {
    updateUser(user, { is_active: false });
    endSessions(user.id);
    return json<MessageResponse>({ detail: 'Your account has been deactivated.' });
  }),

  route('delete', '/auth/user/delete-account/', { auth: 'required' }, ({ user }) => {
    deleteUserCascade(user.id);
    return noContent();
  }),
];
