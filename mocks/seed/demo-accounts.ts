import type { SimpleFaker } from '@faker-js/faker';
import { BOLT_ON_PRICE, planByCode, PlanCode } from '../data/plans';
import { stateByCode } from '../data/states';
import { db, nextId, type UserRecord } from '../db';
import { amendBid } from '../store/amendments';
import { queryBids } from '../store/bids';
import { FORM_STEPS, type OnboardingAnswers } from '../store/onboarding';
import { createPayment } from '../store/payment-intents';

const DAY_MS = 86_400_000;
export const DEMO_PASSWORD = 'Demo@12345';

interface DemoAccount {
  email: string;
  full_name: string;
  company_name: string;
  company_website: string;
  home: string;
  covered: string[];
  plan: PlanCode;
  interval: 'month' | 'year' | null;
  is_admin: boolean;
  onboarding: Partial<OnboardingAnswers>;
  /** General liability limit told in onboarding, where it differs from the usual $2,000,000. */
  generalLiability?: number;
}

/** CONVENTIONS demo accounts: one per plan plus an admin on Essentials, all verified and onboarded. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'sneak@demo.bidlantern.test',
    full_name: 'Sam Rivera',
    company_name: 'Rivera Janitorial Co.',
    company_website: 'https://riverajanitorial.example.com',
    home: 'AZ',
    covered: ['AZ'],
    plan: PlanCode.NUMBER_001,
    interval: null,
    is_admin: false,
    onboarding: {
      region: 'West',
      industry_ids: [6],
      naics_codes: ['561720'],
      unspsc_codes: ['76110000'],
      solicitation_type_ids: [2, 3],
    },
  },
  {
    email: 'starter@demo.bidlantern.test',
    full_name: 'Maria Lopez',
    company_name: 'Lone Star Paving LLC',
    company_website: 'https://lonestarpaving.example.com',
    home: 'TX',
    covered: ['TX', 'OK'],
    plan: PlanCode.NUMBER_002,
    interval: 'month',
    is_admin: false,
    onboarding: {
      region: 'South',
      industry_ids: [1],
      naics_codes: ['237310', '238910'],
      unspsc_codes: ['72140000'],
      solicitation_type_ids: [3, 4],
    },
  },
  {
    email: 'essentials@demo.bidlantern.test',
    full_name: 'James Carter',
    company_name: 'Carter Facility Services Inc.',
    company_website: 'https://carterfacility.example.com',
    home: 'VA',
    covered: ['VA', 'MD', 'DC', 'NC'],
    plan: PlanCode.NUMBER_003,
    interval: 'year',
    is_admin: false,
    // Below what the larger bids in its searches ask, so a bid shows "Does not meet" until it is raised.
    generalLiability: 1_000_000,
    onboarding: {
      region: 'South',
      industry_ids: [6, 8],
      naics_codes: ['561720', '561612', '238220'],
      unspsc_codes: ['76110000', '92120000'],
      solicitation_type_ids: [1, 2],
    },
  },
  {
    email: 'admin@demo.bidlantern.test',
    full_name: 'Avery Morgan',
    company_name: 'BidLantern',
    company_website: 'https://bidlantern.example.com',
    home: 'CO',
    covered: ['CO'],
    plan: PlanCode.NUMBER_003,
    interval: 'year',
    is_admin: true,
    onboarding: { region: 'National', industry_ids: [3] },
  },
];

function createDemoUser(account: DemoAccount, anchorMs: number): UserRecord {
  const iso = (days: number) => new Date(anchorMs + days * DAY_MS).toISOString();
  const answers: Partial<OnboardingAnswers> = {
    ...account.onboarding,
    state_ids: account.covered.flatMap((code) => stateByCode(code)?.id ?? []),
    insurance_data: {
      workers_compensation: true,
      general_liability: true,
      auto_liability: true,
      medical_professional: false,
      cyber_insurance: false,
      environmental_insurance: false,
    },
    insurance_amounts: {
      general_liability_amount: account.generalLiability ?? 2_000_000,
      auto_liability_amount: 1_000_000,
      medical_professional_amount: null,
      environmental_amount: null,
      cybersecurity_amount: null,
    },
    extra_data: {
      certifications: ['SBE'],
      bonding_capacity: 2_500_000,
      uei_number: null,
      cage_code: null,
      notes: '',
    },
  };
  const paid = account.interval !== null;
  return db.user.create({
    id: nextId('user'),
    email: account.email,
    password: DEMO_PASSWORD,
    full_name: account.full_name,
    username: account.email.split('@')[0] ?? account.email,
    company_name: account.company_name,
    company_website: account.company_website,
    fein_or_ssn_number: '74-1234567',
    no_of_employees: '11-50',
    year_in_business: 4,
    target_contract_size: '75000-500000',
    state: stateByCode(account.home)?.id ?? null,
    is_admin: account.is_admin,
    is_active: true,
    is_email_verified: true,
    last_login: iso(-1),
    date_joined: iso(-120),
    plan_code: account.plan,
    // Set once a plan is chosen, free or paid (onboarding's coverage is limited from then on).
    plan_starts_at: iso(-20),
    next_payment_date: paid ? iso(account.interval === 'year' ? 345 : 10) : null,
    recurring_interval: account.interval,
    addon_state_id: null,
    // Paid accounts keep the test card they paid with on file.
    card_brand: paid ? 'visa' : null,
    card_last4: paid ? '4242' : null,
    card_exp_month: paid ? 12 : null,
    card_exp_year: paid ? 2030 : null,
    onboarding_json: JSON.stringify(answers),
    completed_steps: [...FORM_STEPS, 'plan'],
    export_month: '',
    export_count: 0,
  });
}

function recordPayment(
  user: UserRecord,
  faker: SimpleFaker,
  createdAt: string,
  status: string,
  cents: number,
  detail: object,
  purpose = 'plan',
): void {
  createPayment({
    user_id: user.id,
    status,
    amount: cents,
    created_at: createdAt,
    stripe_payment_intent_id: `pi_mock_seed${String(user.id).padStart(3, '0')}${faker.number.int({ min: 100_000, max: 999_999 })}`,
    purpose,
    detail,
  });
}

/** Bookmarks, follows, saved searches, alert settings and paid history so every screen has content. */
function seedActivity(user: UserRecord, account: DemoAccount, faker: SimpleFaker, anchorMs: number): void {
  const iso = (days: number) => new Date(anchorMs + days * DAY_MS).toISOString();
  const plan = planByCode(account.plan);
  const candidates = queryBids(
    { include: 'active', states: account.covered, ordering: 'closing_date' },
    anchorMs,
  );
  const picks = faker.helpers.arrayElements(candidates, Math.min(candidates.length, 6));
  const bookmarkCount = Math.min(3, plan.max_bookmark);
  picks.slice(0, bookmarkCount).forEach((bid, index) => {
    db.bookmark.create({
      id: nextId('bookmark'),
      user_id: user.id,
      bid_id: bid.id,
      created_at: iso(-10 + index),
    });
  });
  picks.slice(3, 3 + Math.min(3, plan.max_follow)).forEach((bid, index) => {
    db.follow.create({ id: nextId('follow'), user_id: user.id, bid_id: bid.id, created_at: iso(-8 + index) });
  });
  if (plan.max_saved_search > 0) {
    const created = iso(-15);
    db.savedFilter.create({
      id: nextId('savedFilter'),
      user_id: user.id,
      name: `${account.covered[0]} ${account.onboarding.naics_codes?.[0] === '237310' ? 'road work' : 'facility services'}`,
      filters_json: JSON.stringify({
        states: account.covered.join(','),
        naics: account.onboarding.naics_codes?.[0] ?? '',
        bid_type: 'Active',
        ordering: 'closing_date',
      }),
      created_at: created,
      updated_at: created,
    });
  }
  db.userSetting.create({
    id: nextId('userSetting'),
    user_id: user.id,
    email_alerts: account.plan === PlanCode.NUMBER_003 ? 'daily' : 'weekly',
  });

  if (account.interval === 'month') {
    for (const days of [-50, -20])
      recordPayment(user, faker, iso(days), 'succeeded', Math.round(Number(plan.monthly_price) * 100), {
        plan: { name: plan.name },
        duration: 'monthly',
      });
  } else if (account.interval === 'year') {
    recordPayment(
      user,
      faker,
      iso(-21),
      'requires_payment_method',
      Math.round(Number(plan.annual_price) * 100),
      { plan: { name: plan.name }, duration: 'annual' },
    );
    recordPayment(user, faker, iso(-20), 'succeeded', Math.round(Number(plan.annual_price) * 100), {
      plan: { name: plan.name },
      duration: 'annual',
    });
  }
  if (account.plan === PlanCode.NUMBER_002) {
    // A failed bolt-on attempt, so the history shows a receipt-less row.
    recordPayment(
      user,
      faker,
      iso(-5),
      'requires_payment_method',
      Math.round(Number(BOLT_ON_PRICE) * 100),
      { addon_state: { name: 'Oklahoma' } },
      'buy_addon_state',
    );
  }
}

/**
 * One open bid in the Essentials account's states, followed by no one, had its deadline moved by an
 * amendment yesterday, so the demo shows a moved key date from the start.
 */
function seedAmendedDeadline(anchorMs: number): void {
  const followed = new Set(db.follow.getAll().map((follow) => follow.bid_id));
  const essentials = DEMO_ACCOUNTS.find(
    (account) => account.plan === PlanCode.NUMBER_003 && !account.is_admin,
  );
  const candidate = queryBids(
    {
      include: 'active',
      states: essentials?.covered ?? [],
      naics: essentials?.onboarding.naics_codes ?? [],
      ordering: 'closing_date',
    },
    anchorMs,
  ).find(
    (bid) =>
      !followed.has(bid.id) &&
      Date.parse(bid.closing_date ?? '') > anchorMs + 7 * DAY_MS &&
      bid.key_dates?.some((date) => date.kind === 'submission_due'),
  );
  if (candidate) amendBid(candidate.id, new Date(anchorMs - DAY_MS));
}

export function seedDemoAccounts(faker: SimpleFaker, anchorMs: number): void {
  for (const account of DEMO_ACCOUNTS) {
    const user = createDemoUser(account, anchorMs);
    if (!account.is_admin) seedActivity(user, account, faker, anchorMs);
  }
  seedAmendedDeadline(anchorMs);
}
