// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type {
  AlertDigest,
  AlertsSeen,
  EmailAlerts,
  PaginatedSavedFilters,
  SavedFilter,
  SavedFilterPreview,
  UserSetting,
} from '@/api/generated/model';
import { listEmails } from '@mocks/node';
import { call, DEMO, loginAs } from '../../tests/integration/api-client';
import { serveFakeBackend } from '../../tests/integration/fake-backend';

serveFakeBackend();

const APP = 'http://localhost';

async function advance(days: number): Promise<{ days_advanced: number; emails_sent: number }> {
  const response = await fetch(`${APP}/__mock/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { days_advanced: number; emails_sent: number };
}

async function setAlerts(token: string, email_alerts: EmailAlerts, alert_daily_cap?: number) {
  const settings = await call<UserSetting[]>('/auth/user-settings/', { token });
  const id = settings.body[0]?.id;
  const result = await call<UserSetting>(`/auth/user-settings/${id}/`, {
    method: 'PUT',
    token,
    json: alert_daily_cap === undefined ? { email_alerts } : { email_alerts, alert_daily_cap },
  });
  expect(result.status).toBe(200);
  return result.body;
}

/** Only the searches a test makes: the seeded one goes, so the test knows every alerted search. */
async function onlySearches(
  token: string,
  searches: Array<{ name: string; filters: Record<string, string> }>,
) {
  const existing = await call<PaginatedSavedFilters>('/bids/saved-filters/', { token });
  for (const search of existing.body.results)
    await call(`/bids/saved-filters/${search.id}/`, { method: 'DELETE', token });
  for (const search of searches) {
    const created = await call<SavedFilter>('/bids/saved-filters/', {
      token,
      json: { ...search, alert: true },
    });
    expect(created.status).toBe(201);
  }
}

function essentialsMail() {
  return listEmails(DEMO.essentials).filter((email) => email.html !== null);
}

describe('alerts on the fake backend', () => {
  it('lists each new bid once, under the first alerted search that matched it', async () => {
    const token = await loginAs(DEMO.essentials);
    await onlySearches(token, [
      { name: 'All of Texas', filters: { states: 'TX' } },
      { name: 'Texas counties', filters: { states: 'TX', entity_types: 'County' } },
    ]);
    const before = await call<{ generated_at: string }>('/alerts/digest/', { token });
    await advance(1);

    const digest = await call<AlertDigest>(
      `/alerts/digest/?since=${encodeURIComponent(before.body.generated_at)}`,
      { token },
    );
    const [texas, counties] = digest.body.searches;
    const ids = digest.body.searches.flatMap((search) => search.bids.map(({ bid }) => bid.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(texas?.bids.length).toBeGreaterThan(0);
    expect(counties).toMatchObject({ saved_filter_name: 'Texas counties', new_count: 0, bids: [] });
    // Harris County Purchasing publishes Texas county bids every day: they match both searches.
    expect(texas?.bids.some(({ also_matches }) => also_matches.includes('Texas counties'))).toBe(true);
    expect(digest.body.total_new).toBe(ids.length);
  });

  it('lists at most the daily cap and counts the rest as more on the dashboard', async () => {
    const token = await loginAs(DEMO.essentials);
    await setAlerts(token, 'daily', 2);
    await onlySearches(token, [{ name: 'Everywhere', filters: {} }]);
    await advance(1);

    const digest = await call<AlertDigest>('/alerts/digest/', { token });
    expect(digest.body.cap).toBe(2);
    expect(digest.body.total_new).toBeGreaterThan(2);
    expect(digest.body.searches[0]?.bids).toHaveLength(2);
    expect(digest.body.more_count).toBe(digest.body.total_new - 2);
    // The email covers the last day only: its own figures agree with each other.
    const [email] = essentialsMail();
    const found = Number(/Everywhere \((\d+) new bids\)/.exec(email?.text ?? '')?.[1]);
    expect(email?.text).toContain(`${found - 2} more on your dashboard`);
  });

  it('emails a daily digest each advanced day, with an HTML and a plain-text part linking to the bids', async () => {
    const token = await loginAs(DEMO.essentials);
    await setAlerts(token, 'daily');
    await onlySearches(token, [{ name: 'All of Texas', filters: { states: 'TX' } }]);
    await advance(1);
    await advance(1);

    const emails = essentialsMail();
    expect(emails).toHaveLength(2);
    expect(emails[0]?.html).toMatch(/<a href="http:\/\/localhost\/summary\/\d+"/);
    expect(emails[0]?.text).toMatch(/http:\/\/localhost\/summary\/\d+/);
    expect(emails[0]?.subject).toMatch(/^BidLantern alerts: \d+ new bids/);
  });

  it('emails a weekly digest only on the seventh day, and nothing when alerts are disabled', async () => {
    const token = await loginAs(DEMO.essentials);
    await setAlerts(token, 'weekly');
    await onlySearches(token, [{ name: 'All of Texas', filters: { states: 'TX' } }]);
    await advance(6);
    expect(essentialsMail()).toHaveLength(0);
    await advance(1);
    expect(essentialsMail()).toHaveLength(1);

    await setAlerts(token, 'disabled');
    await advance(14);
    expect(essentialsMail()).toHaveLength(1);
  });

  it('sends Starter nothing: alerts are an Essentials feature', async () => {
    const token = await loginAs(DEMO.starter);
    await advance(7);
    expect(listEmails(DEMO.starter).filter((email) => email.html !== null)).toHaveLength(0);
    const [search] = (await call<PaginatedSavedFilters>('/bids/saved-filters/', { token })).body.results;
    const alerted = await call(`/bids/saved-filters/${search?.id}/`, {
      method: 'PUT',
      token,
      json: { name: 'Roads', filters: { states: 'TX' }, alert: true },
    });
    expect(alerted.status).toBe(403);
    expect(alerted.body).toMatchObject({ code: 'plan_feature_not_allowed' });
    expect((await call('/alerts/digest/', { token })).status).toBe(403);
  });

  it('shows a followed bid whose closing date moved with its old and new dates', async () => {
    const token = await loginAs(DEMO.essentials);
    await setAlerts(token, 'daily');
    await advance(1);

    const digest = await call<AlertDigest>('/alerts/digest/?since=2000-01-01T00:00:00Z', { token });
    const moved = digest.body.changed_followed
      .flatMap(({ changes }) => changes)
      .find((change) => change.field === 'closing_date');
    expect(moved?.before).toBeTruthy();
    expect(moved?.after).toBeTruthy();
    const [email] = essentialsMail();
    expect(email?.text).toMatch(/Closing date moved from \d\d\/\d\d\/\d\d to \d\d\/\d\d\/\d\d/);
    expect(email?.html).toContain('Closing date moved from');
  });

  it('escapes what it did not write itself in the HTML part', async () => {
    const token = await loginAs(DEMO.essentials);
    await setAlerts(token, 'daily');
    await onlySearches(token, [{ name: '<img src=x onerror=alert(1)>', filters: { states: 'TX' } }]);
    await advance(1);

    const [email] = essentialsMail();
    expect(email?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email?.html).not.toContain('<img');
  });

  it('previews a search by the bids it matched over the last 30 days, as a weekly rate with three samples', async () => {
    const token = await loginAs(DEMO.essentials);
    const preview = await call<SavedFilterPreview>('/bids/saved-filters/preview/', {
      token,
      json: { filters: { states: 'TX', bid_type: 'Active', ordering: 'closing_date' } },
    });
    expect(preview.status).toBe(200);
    const { matched_last_30_days: matched, weekly_rate: rate, samples } = preview.body;
    expect(matched).toBeGreaterThan(3);
    expect(rate).toBe(Math.round((matched / 30) * 7 * 10) / 10);
    expect(samples).toHaveLength(3);
    const monthAgo = Date.now() - 30 * 86_400_000;
    for (const sample of samples) {
      expect(sample.state).toBe('TX');
      expect(Date.parse(sample.open_date)).toBeGreaterThanOrEqual(monthAgo);
    }
    const sneak = await loginAs(DEMO.sneak);
    const refused = await call('/bids/saved-filters/preview/', { token: sneak, json: { filters: {} } });
    expect(refused.status).toBe(403);
  });

  it('starts the next digest where the user last marked it seen', async () => {
    const token = await loginAs(DEMO.essentials);
    const first = await call<AlertDigest>('/alerts/digest/', { token });
    const seen = await call<AlertsSeen>('/alerts/seen/', {
      token,
      json: { seen_at: first.body.generated_at },
    });
    expect(seen.body.alerts_seen_at).toBe(first.body.generated_at);
    const next = await call<AlertDigest>('/alerts/digest/', { token });
    expect(next.body.since).toBe(first.body.generated_at);
    expect(next.body.total_new).toBe(0);
  });

  it('does not count bids published before a search was saved as new for it', async () => {
    const token = await loginAs(DEMO.essentials);
    await onlySearches(token, [{ name: 'Everywhere', filters: {} }]);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const fresh = await call<AlertDigest>(`/alerts/digest/?since=${encodeURIComponent(weekAgo)}`, { token });
    expect(fresh.body.total_new).toBe(0);

    await advance(1);
    const dayLater = await call<AlertDigest>(`/alerts/digest/?since=${encodeURIComponent(weekAgo)}`, {
      token,
    });
    expect(dayLater.body.total_new).toBeGreaterThan(0);
  });
});
