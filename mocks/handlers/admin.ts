import type { AdminStats, AdminUser, PaginatedAdminUsers } from '@/api/generated/model';
import { ListAdminUsersQueryParams, UpdateAdminUserBody } from '@/api/generated/zod/admin/admin.zod';
import { db } from '../db';
import { notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { json, route } from '../http/route';
import { endSessions } from '../http/sessions';
import { idParam, validate, validateQuery } from '../http/validate';
import { toAdminUser } from '../store/presenters';
import { adminStats } from '../store/scraper-runs';
import { updateUser } from '../store/users';

function findUser(id: string | undefined) {
  const user = db.user.findFirst({ where: { id: { equals: idParam(id) } } });
  if (!user) throw notFound('User not found.');
  return user;
}

export const adminHandlers = [
  route('get', '/admin/stats/', { auth: 'required', admin: true }, () => json<AdminStats>(adminStats())),

  route('get', '/admin/users/', { auth: 'required', admin: true }, ({ url }) => {
    const query = validateQuery(ListAdminUsersQueryParams, url.searchParams);
    const term = (query.search ?? '').trim().toLowerCase();
    const { plan_code: planCode, status } = query;
    const users = db.user
      .getAll()
      .filter(
        (user) =>
          !term || `${user.email} ${user.full_name} ${user.company_name}`.toLowerCase().includes(term),
      )
      .filter((user) => !planCode || user.plan_code === planCode)
      .filter((user) => !status || user.is_active === (status === 'active'))
      .sort((a, b) => b.date_joined.localeCompare(a.date_joined) || b.id - a.id)
      .map(toAdminUser);
    return json<PaginatedAdminUsers>(paginate(users, url, query));
  }),

  route('get', '/admin/users/:id/', { auth: 'required', admin: true }, ({ params }) =>
    json<AdminUser>(toAdminUser(findUser(params.id))),
  ),

  // An administrator's plan change skips payment; disabling an account ends its sessions.
  route('patch', '/admin/users/:id/', { auth: 'required', admin: true }, ({ params, body }) => {
    const input = validate(UpdateAdminUserBody, body);
    const user = findUser(params.id);
    const updated = updateUser(user, {
      ...(input.plan_code ? { plan_code: input.plan_code } : {}),
      ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
    });
    if (input.is_active === false) endSessions(user.id);
    return json<AdminUser>(toAdminUser(updated));
  }),
];
