import type { Profile, SubscriptionSummary } from '@/api/generated/model';

/** Tests and stories: each plan's subscription as GET /auth/profile/ sends it, with fixed dates so they read the same every day. */
const starter = {
  plan_code: '002',
  plan_name: 'Pro',
  name: 'Starter',
  plan_starts_at: '2026-02-14T15:00:00Z',
  next_payment_date: '2026-03-14T15:00:00Z',
  recurring_interval: 'month',
  active_addon: null,
  max_states: 2,
} as const satisfies SubscriptionSummary;

export const storySubscriptions = {
  sneak: {
    plan_code: '001',
    plan_name: 'Free',
    name: 'Sneak',
    plan_starts_at: null,
    next_payment_date: null,
    recurring_interval: null,
    active_addon: null,
    max_states: 1,
  },
  starter,
  starterWithBoltOn: {
    ...starter,
    active_addon: { name: 'State Bolt-On - New Mexico', state: { id: 32, name: 'New Mexico' } },
    max_states: 3,
  },
  essentials: {
    plan_code: '003',
    plan_name: 'Enterprise',
    name: 'Essentials',
    plan_starts_at: '2026-01-05T15:00:00Z',
    next_payment_date: '2027-01-05T15:00:00Z',
    recurring_interval: 'year',
    active_addon: null,
    max_states: null,
  },
} as const satisfies Record<string, SubscriptionSummary>;

/** Tests and stories only: a Starter customer's profile with fixed dates, so stories read the same every day. */
export const storyProfile: Profile = {
  id: 2,
  full_name: 'Maria Lopez',
  username: 'maria.lopez',
  email: 'starter@demo.bidlantern.test',
  company_name: 'Lone Star Paving LLC',
  companyWebsite: 'https://lonestarpaving.example.com',
  fein_or_ssn_number: '***-**-4567',
  year_in_business: 8,
  no_of_employees: '11-50',
  target_contract_size: '75000-500000',
  state: 44,
  is_admin: false,
  is_email_verified: true,
  last_login: '2026-03-05T14:12:00Z',
  date_joined: '2026-01-10T16:45:00Z',
  onboarding_step: null,
  profile: {
    states: [{ id: 44, name: 'Texas' }],
    region: 'South',
    industry_categories: [],
    naics_codes: ['237310'],
    unspsc_codes: [],
    solicitation_types: [],
    insurance_data: null,
    insurance_amounts: null,
    skipped_insurance: true,
    all_no_insurance: false,
    extra_data: {},
  },
  subscription_plan: storySubscriptions.starter,
};
