import type { FeatureRequest, MessageResponse, UserSetting } from '@/api/generated/model';
import {
  CreateFeatureRequestBody,
  CreateUserSettingBody,
  UpdateUserSettingBody,
} from '@/api/generated/zod/auth/auth.zod';
import { db, nextId, type UserRecord } from '../db';
import { forbidden, HttpError, notFound } from '../http/errors';
import { json, noContent, route } from '../http/route';
import { endSessions } from '../http/sessions';
import { idParam, validate } from '../http/validate';
import { planOf } from '../store/plan-limits';
import { deleteUserCascade, updateUser } from '../store/users';

function toSetting(record: { id: number; email_alerts: string }): UserSetting {
  return { id: record.id, email_alerts: record.email_alerts as UserSetting['email_alerts'] };
}

/** docs/product/plans-and-limits.md#what-each-plan-allows: notifications come with followed bids, i.e. the Essentials plan. */
function assertEmailAlertsIncluded(user: UserRecord): void {
  const plan = planOf(user);
  if (plan.max_follow > 0) return;
  throw forbidden(
    `Email alerts are not included in your ${plan.name} plan. Upgrade to Essentials to use them.`,
    'plan_feature_not_allowed',
  );
}

/** Email alert settings, the A.I. Toolset notify-me list, and disabling or deleting the account. */
export const accountHandlers = [
  route('get', '/auth/user-settings/', { auth: 'required' }, ({ user }) =>
    json<UserSetting[]>(db.userSetting.findMany({ where: { user_id: { equals: user.id } } }).map(toSetting)),
  ),

  // One setting per user: creating again updates the existing row instead of duplicating it.
  route('post', '/auth/user-settings/', { auth: 'required' }, ({ user, body }) => {
    const { email_alerts } = validate(CreateUserSettingBody, body);
    assertEmailAlertsIncluded(user);
    const existing = db.userSetting.findFirst({ where: { user_id: { equals: user.id } } });
    const record = existing
      ? db.userSetting.update({ where: { id: { equals: existing.id } }, data: { email_alerts } })
      : db.userSetting.create({ id: nextId('userSetting'), user_id: user.id, email_alerts });
    if (!record) throw notFound();
    return json<UserSetting>(toSetting(record), 201);
  }),

  route('put', '/auth/user-settings/:id/', { auth: 'required' }, ({ user, params, body }) => {
    const { email_alerts } = validate(UpdateUserSettingBody, body);
    assertEmailAlertsIncluded(user);
    const id = idParam(params.id);
    const record = db.userSetting.update({
      where: { id: { equals: id }, user_id: { equals: user.id } },
      data: { email_alerts },
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
