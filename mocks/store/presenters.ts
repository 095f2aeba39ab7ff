import type {
  AdminUser,
  Bid,
  LoginUser,
  Payment,
  PaymentPurpose,
  Profile,
  TrackedBid,
} from '@/api/generated/model';
import { INDUSTRIES, SOLICITATION_TYPES, presentIndustry } from '../data/catalogs';
import { PLAN_TIERS, planByCode } from '../data/plans';
import { stateById } from '../data/states';
import { db, type PaymentRecord, type UserRecord } from '../db';
import { type StoredBid } from './bids';
import { nextOnboardingStep, readOnboarding } from './onboarding';
import { stateAllowance } from './plan-limits';
import type { SearchTerm } from './search-grammar';
import { descriptionSnippet, termRanges } from './search-highlights';

/** Turn stored records into the contract's response shapes. */
export function toLoginUser(user: UserRecord): LoginUser {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    company_name: user.company_name,
    last_login: user.last_login,
    is_admin: user.is_admin,
  };
}

function stateOption(id: number) {
  const state = stateById(id);
  return state ? { id: state.id, name: state.name } : null;
}

function maskTaxId(value: string | null): string | null {
  return value ? `***-**-${value.replace(/\D/g, '').slice(-4)}` : null;
}

export function toProfile(user: UserRecord): Profile {
  const answers = readOnboarding(user);
  const plan = planByCode(user.plan_code);
  const addonState = user.addon_state_id === null ? null : stateOption(user.addon_state_id);
  return {
    id: user.id,
    full_name: user.full_name,
    username: user.username,
    email: user.email,
    company_name: user.company_name,
    companyWebsite: user.company_website,
    fein_or_ssn_number: maskTaxId(user.fein_or_ssn_number),
    year_in_business: user.year_in_business as Profile['year_in_business'],
    no_of_employees: user.no_of_employees as Profile['no_of_employees'],
    target_contract_size: user.target_contract_size as Profile['target_contract_size'],
    state: user.state,
    is_admin: user.is_admin,
    is_email_verified: user.is_email_verified,
    last_login: user.last_login,
    date_joined: user.date_joined,
    onboarding_step: nextOnboardingStep(user),
    profile: {
      // A bolt-on state counts as covered: it is what the user paid for.
      states: [
        ...new Set([...answers.state_ids, ...(user.addon_state_id ? [user.addon_state_id] : [])]),
      ].flatMap((id) => stateOption(id) ?? []),
      region: answers.region,
      industry_categories: INDUSTRIES.filter((industry) => answers.industry_ids.includes(industry.id)).map(
        presentIndustry,
      ),
      naics_codes: answers.naics_codes,
      unspsc_codes: answers.unspsc_codes,
      solicitation_types: SOLICITATION_TYPES.filter((type) =>
        answers.solicitation_type_ids.includes(type.id),
      ),
      insurance_data: answers.insurance_data,
      insurance_amounts: answers.insurance_amounts,
      skipped_insurance: answers.skipped_insurance,
      all_no_insurance: answers.all_no_insurance,
      extra_data: answers.extra_data,
    },
    subscription_plan: {
      plan_code: plan.plan_code,
      plan_name: PLAN_TIERS[plan.plan_code],
      name: plan.name,
      plan_starts_at: user.plan_starts_at,
      next_payment_date: user.next_payment_date,
      recurring_interval: user.recurring_interval as Profile['subscription_plan']['recurring_interval'],
      active_addon: addonState ? { name: `State Bolt-On - ${addonState.name}`, state: addonState } : null,
      max_states: stateAllowance(user),
    },
    tracked_counts: {
      bookmarks: db.bookmark.count({ where: { user_id: { equals: user.id } } }),
      follows: db.follow.count({ where: { user_id: { equals: user.id } } }),
    },
  };
}

/** The caller's bookmark and follow ids by bid id, built once per request. */
export interface TrackingIndex {
  bookmarks: Map<number, number>;
  follows: Map<number, number>;
}

export function trackingIndex(user: UserRecord | null): TrackingIndex {
  const bookmarks = new Map<number, number>();
  const follows = new Map<number, number>();
  if (user) {
    for (const record of db.bookmark.findMany({ where: { user_id: { equals: user.id } } }))
      bookmarks.set(record.bid_id, record.id);
    for (const record of db.follow.findMany({ where: { user_id: { equals: user.id } } }))
      follows.set(record.bid_id, record.id);
  }
  return { bookmarks, follows };
}

/** A bid as every list sends it: the brief (key dates, requirements, attachments' text) only on GET /bids/{id}/. */
export function toBid(bid: StoredBid, tracking: TrackingIndex, now: number = Date.now()): Bid {
  const closed = bid.closing_date !== null && Date.parse(bid.closing_date) <= now;
  const { key_dates: _keyDates, stated_requirements: _requirements, ...listed } = bid;
  return {
    ...listed,
    agency_path: [...bid.agency_path],
    attachments: bid.attachments.map(({ name, url }) => ({ name, url })),
    status: closed ? 'Closed' : 'Active',
    bookmark_id: tracking.bookmarks.get(bid.id) ?? null,
    follow_id: tracking.follows.get(bid.id) ?? null,
  };
}

/**
 * Where a search result holds the search's positive terms (GET /bids/ only): nothing when there are
 * none. Called for the bids of the answered page alone, never for every match.
 */
export function toSearchMarks(
  bid: StoredBid,
  terms: readonly SearchTerm[],
): Pick<Bid, 'name_matches' | 'description_snippet'> {
  if (terms.length === 0) return {};
  const snippet = descriptionSnippet(bid.description, terms);
  return { name_matches: termRanges(bid.bid_name, terms), ...(snippet && { description_snippet: snippet }) };
}

export function toTrackedBid(
  record: { id: number; created_at: string },
  bid: StoredBid,
  tracking: TrackingIndex,
): TrackedBid {
  return {
    id: record.id,
    bid: toBid(bid, tracking),
    entity_type: bid.entity_type,
    bid_name: bid.bid_name,
    open_date: bid.open_date,
    closing_date: bid.closing_date,
    created_at: record.created_at,
  };
}

export function toPayment(payment: PaymentRecord): Payment {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    created_at: payment.created_at,
    stripe_payment_intent_id: payment.stripe_payment_intent_id,
    metadata: { purpose: payment.purpose as PaymentPurpose },
    detail: payment.detail,
  };
}

export function toAdminUser(user: UserRecord): AdminUser {
  const plan = planByCode(user.plan_code);
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    company_name: user.company_name,
    plan_code: plan.plan_code,
    plan_name: plan.name,
    is_active: user.is_active,
    is_admin: user.is_admin,
    is_email_verified: user.is_email_verified,
    date_joined: user.date_joined,
    last_login: user.last_login,
  };
}
