// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { call, DEMO, loginAs } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

describe('account settings in the fake backend', () => {
  it('refuses the login of a disabled account with the account_inactive code', async () => {
    const token = await loginAs(DEMO.essentials);
    expect((await call('/auth/user/deactivate-account/', { method: 'POST', token })).status).toBe(200);
    const login = await call('/auth/login/', { json: { email: DEMO.essentials, password: 'Demo@12345' } });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      detail: 'This account has been deactivated. Contact support to reactivate it.',
      code: 'account_inactive',
    });
  });

  it('deletes the account with its bookmarks, follows, saved searches, settings and payments', async () => {
    const token = await loginAs(DEMO.essentials);
    const before = await Promise.all(
      ['/bids/bookmarks/', '/bids/follow/', '/bids/saved-filters/', '/payments/my-payments/'].map((path) =>
        call<{ count: number }>(path, { token }),
      ),
    );
    for (const list of before) expect(list.body.count).toBeGreaterThan(0);
    expect((await call<unknown[]>('/auth/user-settings/', { token })).body).toHaveLength(1);

    const userId = db.user.findFirst({ where: { email: { equals: DEMO.essentials } } })?.id;
    expect((await call('/auth/user/delete-account/', { method: 'DELETE', token })).status).toBe(204);

    expect(db.user.findFirst({ where: { email: { equals: DEMO.essentials } } })).toBeNull();
    const byUser = { where: { user_id: { equals: userId } } };
    for (const table of [db.bookmark, db.follow, db.savedFilter, db.userSetting, db.payment, db.session])
      expect(table.findMany(byUser)).toEqual([]);
    const login = await call('/auth/login/', { json: { email: DEMO.essentials, password: 'Demo@12345' } });
    expect(login.status).toBe(401);
  });

  it('keeps email alerts for Essentials and refuses them to the other plans', async () => {
    const essentials = await loginAs(DEMO.essentials);
    const [setting] = (await call<Array<{ id: number }>>('/auth/user-settings/', { token: essentials })).body;
    const update = await call(`/auth/user-settings/${setting?.id}/`, {
      method: 'PUT',
      token: essentials,
      json: { email_alerts: 'weekly' },
    });
    expect(update.body).toEqual({ id: setting?.id, email_alerts: 'weekly', alert_daily_cap: 25 });

    const starter = await loginAs(DEMO.starter);
    const refused = await call('/auth/user-settings/', { token: starter, json: { email_alerts: 'daily' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: 'Email alerts are not included in your Starter plan. Upgrade to Essentials to use them.',
      code: 'plan_feature_not_allowed',
    });
  });
});
