// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Bid, BidsPage, Profile } from '@/api/generated/model';
import { GetBidResponse, ListBidsResponse } from '@/api/generated/zod/bids/bids.zod';
import { stateCodeOf } from '@/api/usStates';
import { fitLabel } from '@/features/bids/components/fitBand';
import { call, DEMO, loginAs } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

const DAY_MS = 86_400_000;

/** The first dashboard's search of an account: its states and, with advanced filters, its NAICS codes. */
function firstSearch(profile: Profile, advanced: boolean): string {
  const states = profile.profile.states.flatMap((state) => stateCodeOf(state.name) ?? []);
  const naics = advanced
    ? [
        ...new Set([
          ...profile.profile.industry_categories.flatMap((industry) => industry.naics_codes ?? []),
          ...profile.profile.naics_codes,
        ]),
      ]
    : [];
  const codes = naics.length > 0 ? `&naics=${naics.join(',')}` : '';
  return `/bids/?page=1&pageSize=500&bid_type=Active&ordering=closing_date&states=${states.join(',')}${codes}`;
}

async function firstResults(email: string): Promise<{ token: string; results: Bid[] }> {
  const token = await loginAs(email);
  const profile = (await call<Profile>('/auth/profile/', { token })).body;
  const page = await call<BidsPage>(firstSearch(profile, email !== DEMO.sneak), { token });
  expect(page.status).toBe(200);
  return { token, results: page.body.results };
}

const isStrongFit = (bid: Bid) =>
  bid.eligibility?.eligible === true && fitLabel(bid.fit_score ?? 0) === 'Strong fit';

describe('eligibility before fit (GET /bids/)', () => {
  it.each(Object.entries(DEMO))(
    'calls at most a third of the %s account’s first results a strong fit',
    async (_, email) => {
      const { results } = await firstResults(email);
      expect(results.length).toBeGreaterThan(0);
      expect(results.filter(isStrongFit).length).toBeLessThanOrEqual(results.length / 3);
    },
  );

  it('says why a bid is not eligible and sorts it after every eligible bid under best fit', async () => {
    const token = await loginAs(DEMO.essentials);
    const page = await call<BidsPage>('/bids/?page=1&pageSize=500&states=VA,MD,DC,NC&ordering=best_fit', {
      token,
    });
    const eligible = page.body.results.map((bid) => bid.eligibility?.eligible);
    expect(eligible).toContain(false);
    expect(eligible).toEqual([...eligible].sort((a, b) => Number(b) - Number(a)));
    for (const bid of page.body.results) {
      expect(bid.eligibility?.reasons.length === 0).toBe(bid.eligibility?.eligible);
      if (bid.set_aside === 'SDVOSB')
        expect(bid.eligibility?.reasons).toContain('Set aside for SDVOSB, which you do not hold');
    }
  });
});

describe('the bid brief (contract)', () => {
  it('sends eligibility and the next key date on rows, and the brief only on GET /bids/{id}/', async () => {
    const { token, results } = await firstResults(DEMO.essentials);
    const page = await call<BidsPage>('/bids/?page=1&pageSize=50&states=VA', { token });
    expect(ListBidsResponse.safeParse(page.body).success).toBe(true);
    for (const bid of page.body.results) {
      expect(bid.eligibility).toBeDefined();
      expect(bid).not.toHaveProperty('key_dates');
      expect(bid).not.toHaveProperty('requirements');
      for (const attachment of bid.attachments) expect(attachment).not.toHaveProperty('text');
    }
    const withDates = results.find((bid) => bid.next_key_date);
    if (!withDates?.next_key_date) throw new Error('no result with a next key date');
    expect(Date.parse(withDates.next_key_date.at)).toBeGreaterThan(Date.now());

    const summary = await call<Bid>(`/bids/${withDates.id}/`, { token });
    const parsed = GetBidResponse.safeParse(summary.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    expect(summary.body.key_dates?.length).toBeGreaterThan(0);
    const times = summary.body.key_dates?.map((date) => date.at) ?? [];
    expect(times).toEqual([...times].sort());
    expect(summary.body.next_key_date).toEqual(withDates.next_key_date);
    for (const requirement of summary.body.requirements ?? []) expect(requirement.check.reason).not.toBe('');
  });

  it('answers a brief that knows nothing with empty lists, which the contract accepts', async () => {
    const token = await loginAs(DEMO.essentials);
    const page = await call<BidsPage>('/bids/?page=1&pageSize=200&states=VA', { token });
    const nothing = page.body.results.find((bid) => bid.next_key_date === null && bid.closing_date !== null);
    if (!nothing) throw new Error('no bid whose brief knows nothing');
    const summary = await call<Bid>(`/bids/${nothing.id}/`, { token });
    expect(summary.body.key_dates).toEqual([]);
    expect(summary.body.requirements).toEqual([]);
    expect(GetBidResponse.safeParse(summary.body).success).toBe(true);
  });
});

describe('the seeded demo (Essentials)', () => {
  it('finds a bid needing $2,000,000 general liability, which meets once the answer is raised', async () => {
    const { token, results } = await firstResults(DEMO.essentials);
    let target: Bid | undefined;
    for (const bid of results) {
      const summary = (await call<Bid>(`/bids/${bid.id}/`, { token })).body;
      if (summary.requirements?.some((item) => item.minimum_amount === 2_000_000)) {
        target = summary;
        break;
      }
    }
    if (!target) throw new Error('no bid requiring $2,000,000 general liability');
    const liability = (bid: Bid) =>
      bid.requirements?.find((item) => item.insurance_type === 'general_liability')?.check;
    expect(liability(target)).toEqual({
      status: 'does_not_meet',
      reason: 'Requires $2,000,000 general liability; you told us $1,000,000',
    });
    expect(target.eligibility?.eligible).toBe(false);

    const profile = (await call<Profile>('/auth/profile/', { token })).body.profile;
    const raised = await call('/auth/onboarding/', {
      method: 'PUT',
      token,
      json: {
        insurance_amounts: { ...profile.insurance_amounts, general_liability_amount: 2_000_000 },
      },
    });
    expect(raised.status).toBe(200);
    const after = (await call<Bid>(`/bids/${target.id}/`, { token })).body;
    expect(liability(after)).toEqual({
      status: 'meets',
      reason: 'Requires $2,000,000 general liability; you told us $2,000,000',
    });
  });

  it('has a mandatory pre-bid meeting within 7 days and a deadline an amendment moved', async () => {
    const { token, results } = await firstResults(DEMO.essentials);
    const soon = results.filter(
      (bid) =>
        bid.next_key_date?.kind === 'pre_bid_meeting' &&
        bid.next_key_date.mandatory &&
        Date.parse(bid.next_key_date.at) - Date.now() <= 7 * DAY_MS,
    );
    expect(soon.length).toBeGreaterThan(0);

    const briefs = await Promise.all(
      results.map(async (bid) => (await call<Bid>(`/bids/${bid.id}/`, { token })).body),
    );
    const moved = briefs.flatMap((bid) => bid.key_dates ?? []).find((date) => date.previous_at !== null);
    expect(moved).toMatchObject({ kind: 'submission_due', sequence: 1 });
  });
});
