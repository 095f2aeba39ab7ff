import { factory, nullable, primaryKey } from '@mswjs/data';

/**
 * The mutable tables of the fake backend. Records reference each other by id (no oneOf/manyOf:
 * relations are very slow at scale). @mswjs/data stores only primitives and arrays of primitives,
 * so structured values (onboarding answers, saved-search filters) are kept as JSON text columns.
 * Bids live outside this db in `store/bids.ts` for query speed.
 */
export const db = factory({
  user: {
    id: primaryKey(Number),
    email: String,
    password: String,
    full_name: String,
    username: String,
    company_name: String,
    company_website: nullable(String),
    fein_or_ssn_number: nullable(String),
    no_of_employees: String,
    year_in_business: Number,
    target_contract_size: String,
    state: nullable(Number),
    is_admin: Boolean,
    is_active: Boolean,
    is_email_verified: Boolean,
    last_login: nullable(String),
    date_joined: String,
    plan_code: String,
    plan_starts_at: nullable(String),
    next_payment_date: nullable(String),
    recurring_interval: nullable(String),
    addon_state_id: nullable(Number),
    /** Billing (`store/subscriptions.ts`): cancelled at the period's end, a scheduled downgrade, a failed renewal. */
    cancel_at_period_end: Boolean,
    scheduled_plan_code: nullable(String),
    scheduled_duration: nullable(String),
    past_due_since: nullable(String),
    /** The card on file; `card_charge_fails` marks the test card that saves but whose charges fail. */
    card_brand: nullable(String),
    card_last4: nullable(String),
    card_exp_month: nullable(Number),
    card_exp_year: nullable(Number),
    card_charge_fails: Boolean,
    /** Onboarding answers as the contract's OnboardingUpdate sections, see `store/onboarding.ts`. */
    onboarding_json: String,
    completed_steps: () => [] as string[],
    /** Monthly export allowance: count of bids exported in `export_month` (YYYY-MM). */
    export_month: String,
    export_count: Number,
    /** Alerts: when the user last marked "What's new" seen (POST /alerts/seen/). */
    alerts_seen_at: nullable(String),
  },
  session: {
    token: primaryKey(String),
    user_id: Number,
    created_at: String,
  },
  otp: {
    id: primaryKey(Number),
    email: String,
    code: String,
    purpose: String,
    expires_at: String,
    attempts: Number,
  },
  bookmark: {
    id: primaryKey(Number),
    user_id: Number,
    bid_id: Number,
    created_at: String,
  },
  follow: {
    id: primaryKey(Number),
    user_id: Number,
    bid_id: Number,
    created_at: String,
    /** When the follower last opened the bid's summary: amendments after it show as Updated. */
    seen_at: nullable(String),
  },
  /** A change to a bid found by a later scraper run: the bid's amendment history. */
  amendment: {
    id: primaryKey(Number),
    bid_id: Number,
    amended_at: String,
    field: String,
    summary: String,
    old_value: nullable(String),
    new_value: nullable(String),
  },
  /** A bid the user marked "Not for us": left out of their searches until they bring it back. */
  hiddenBid: {
    id: primaryKey(Number),
    user_id: Number,
    bid_id: Number,
    created_at: String,
  },
  savedFilter: {
    id: primaryKey(Number),
    user_id: Number,
    name: String,
    filters_json: String,
    /** Email alerts for this search (Essentials). */
    alert: Boolean,
    created_at: String,
    updated_at: String,
  },
  payment: {
    id: primaryKey(Number),
    user_id: Number,
    status: String,
    amount: Number,
    currency: String,
    created_at: String,
    stripe_payment_intent_id: String,
    purpose: String,
    detail: String,
  },
  paymentIntent: {
    id: primaryKey(String),
    client_secret: String,
    user_id: Number,
    amount: Number,
    purpose: String,
    plan_code: String,
    duration: String,
    addon_state_id: nullable(Number),
    /** requires_payment_method until confirmed; see `store/payment-intents.ts` for the time-based move to succeeded. */
    status: String,
    succeeds_at: nullable(String),
    last_error_code: nullable(String),
    last_error_message: nullable(String),
    acknowledged: Boolean,
    created_at: String,
    /** The card that confirmed the intent, so a plan bought with it becomes the card on file. */
    card_brand: nullable(String),
    card_last4: nullable(String),
    card_exp_month: nullable(Number),
    card_exp_year: nullable(Number),
  },
  /** A Stripe-like SetupIntent: a card saved for later charges, nothing charged (`store/subscriptions.ts`). */
  setupIntent: {
    id: primaryKey(String),
    client_secret: String,
    user_id: Number,
    status: String,
    card_brand: nullable(String),
    card_last4: nullable(String),
    card_exp_month: nullable(Number),
    card_exp_year: nullable(Number),
    card_charge_fails: Boolean,
    last_error_code: nullable(String),
    last_error_message: nullable(String),
    used: Boolean,
    created_at: String,
  },
  userSetting: {
    id: primaryKey(Number),
    user_id: Number,
    email_alerts: String,
    /** The most new bids one digest lists; 0 (older snapshots) reads as the default, see `store/alerts.ts`. */
    alert_daily_cap: Number,
    /** When the fake clock last emailed this user their digest. */
    last_digest_at: nullable(String),
  },
  featureRequest: {
    id: primaryKey(Number),
    email: String,
    name: String,
    created_at: String,
  },
  scraper: {
    id: primaryKey(Number),
    name: String,
    source_url: String,
    state: String,
    entity_type: String,
    is_active: Boolean,
    last_run_at: nullable(String),
    last_status: nullable(String),
  },
  scraperLog: {
    id: primaryKey(Number),
    scraper_id: Number,
    scraper_name: String,
    status: String,
    started_at: String,
    /** A run "takes" until this moment; the log reads `running` before it. */
    completes_at: String,
    bids_found: Number,
    bids_created: Number,
    message: String,
  },
  email: {
    id: primaryKey(Number),
    to: String,
    subject: String,
    text: String,
    code: nullable(String),
    /** An HTML part (alert digests); the plain-text part is `text`. */
    html: nullable(String),
    created_at: String,
  },
  /** The fake clock (`store/clock.ts`): one row, how many days `POST /__mock/clock/advance` moved it. */
  clock: {
    id: primaryKey(Number),
    days_advanced: Number,
  },
});

export type Db = typeof db;
export type TableName = Exclude<keyof Db, symbol>;
export type UserRecord = ReturnType<Db['user']['create']>;
export type OtpRecord = ReturnType<Db['otp']['create']>;
export type PaymentIntentRecord = ReturnType<Db['paymentIntent']['create']>;
export type PaymentRecord = ReturnType<Db['payment']['create']>;
export type SetupIntentRecord = ReturnType<Db['setupIntent']['create']>;
export type ScraperRecord = ReturnType<Db['scraper']['create']>;
export type ScraperLogRecord = ReturnType<Db['scraperLog']['create']>;
export type SavedFilterRecord = ReturnType<Db['savedFilter']['create']>;

/** Tables with numeric ids get the next free id (max + 1), which also holds after a restore. */
type NumericTable = Exclude<TableName, 'session' | 'paymentIntent' | 'setupIntent'>;

export function nextId(table: NumericTable): number {
  let max = 0;
  for (const record of db[table].getAll()) max = Math.max(max, record.id);
  return max + 1;
}

export const TABLE_NAMES: readonly TableName[] = [
  'user',
  'session',
  'otp',
  'bookmark',
  'follow',
  'hiddenBid',
  'amendment',
  'savedFilter',
  'payment',
  'paymentIntent',
  'setupIntent',
  'userSetting',
  'featureRequest',
  'scraper',
  'scraperLog',
  'email',
  'clock',
];
