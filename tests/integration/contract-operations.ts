import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { call, DEMO, loginAs, signupForm, type ApiResult } from './api-client';

/** Every (method, path) of the bundled contract, with its operationId. */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function contractOperations(): ContractOperation[] {
  const file = fileURLToPath(new URL('../../api-spec/dist/openapi.yaml', import.meta.url));
  const spec = parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) =>
      item[method] ? [{ operationId: item[method].operationId, method: method.toUpperCase(), path }] : [],
    ),
  );
}

interface Tokens {
  starter: string;
  essentials: string;
  admin: string;
}

interface ScriptedCall {
  method: string;
  /** The contract's path template, e.g. `/bids/{id}/`. */
  template: string;
  run: (tokens: Tokens) => Promise<ApiResult<unknown>>;
}

async function firstBidId(token: string): Promise<number> {
  const page = await call<{ results: Array<{ id: number }> }>('/bids/?page=1&pageSize=1&states=WY', {
    token,
  });
  return page.body.results[0]?.id ?? 1;
}

async function succeededPaymentId(token: string): Promise<number | undefined> {
  const payments = await call<{ results: Array<{ id: number; status: string }> }>('/payments/my-payments/', {
    token,
  });
  return payments.body.results.find((row) => row.status === 'succeeded')?.id;
}

async function createdId(path: string, token: string, json: unknown): Promise<number> {
  const created = await call<{ id: number }>(path, { token, json });
  return created.body.id;
}

/** A GET of the template itself, as `user` (anonymous without one). */
function getAs(template: string, user?: keyof Tokens): ScriptedCall {
  return { method: 'GET', template, run: (t) => call(template, { token: user && t[user] }) };
}

/**
 * One user's list of bids (bookmarks, follows, hidden bids), named by its three operationIds: list it,
 * add the first bid, delete its first entry.
 */
function bidListCalls(
  path: string,
  user: keyof Tokens,
  [list, create, remove]: [string, string, string],
): Record<string, ScriptedCall> {
  return {
    [list]: getAs(path, user),
    [create]: {
      method: 'POST',
      template: path,
      run: async (t) => call(path, { token: t[user], json: { bid_id: await firstBidId(t[user]) } }),
    },
    [remove]: {
      method: 'DELETE',
      template: `${path}{id}/`,
      run: async (t) => {
        const entries = await call<{ results: Array<{ id: number }> }>(path, { token: t[user] });
        return call(`${path}${entries.body.results[0]?.id}/`, { method: 'DELETE', token: t[user] });
      },
    },
  };
}

/**
 * One successful call per contract operation, run in order on a fresh seed (later calls rely on
 * what earlier ones created, e.g. a checkout before its acknowledgement).
 */
export const SCRIPTED_CALLS: Record<string, ScriptedCall> = {
  signup: {
    method: 'POST',
    template: '/auth/signup/',
    run: () => call('/auth/signup/', { form: signupForm('contract@builder.example.com') }),
  },
  login: {
    method: 'POST',
    template: '/auth/login/',
    run: () => call('/auth/login/', { json: { email: DEMO.sneak, password: 'Demo@12345' } }),
  },
  validateEmail: {
    method: 'POST',
    template: '/auth/validate-email/',
    run: () => call('/auth/validate-email/', { json: { email: 'free@builder.example.com' } }),
  },
  changeVerificationEmail: {
    method: 'POST',
    template: '/auth/verification-email/',
    run: async () => {
      const { body } = await call<{ access: string }>('/auth/signup/', {
        form: signupForm('typo@builder.example.com'),
      });
      return call('/auth/verification-email/', {
        token: body.access,
        json: { email: 'fixed@builder.example.com' },
      });
    },
  },
  resendOtp: {
    method: 'POST',
    template: '/auth/resend-otp/',
    run: () => call('/auth/resend-otp/', { json: { email: 'contract@builder.example.com' } }),
  },
  verifyOtp: {
    method: 'POST',
    template: '/auth/verify-otp/',
    run: async () => {
      const { listEmails } = await import('@mocks/node');
      return call('/auth/verify-otp/', {
        json: {
          email: 'contract@builder.example.com',
          otp: listEmails('contract@builder.example.com')[0]?.code,
        },
      });
    },
  },
  listStates: getAs('/auth/states/'),
  listIndustries: {
    method: 'GET',
    template: '/auth/industries/',
    run: () => call('/auth/industries/?search=tech'),
  },
  getProfile: getAs('/auth/profile/', 'starter'),
  getSession: getAs('/auth/session/', 'starter'),
  updateOnboarding: {
    method: 'PUT',
    template: '/auth/onboarding/',
    run: (t) =>
      call('/auth/onboarding/', {
        method: 'PUT',
        token: t.starter,
        json: { completed_step: 'extra-data', naics_codes: ['237310'], extra_data: { notes: 'Own fleet' } },
      }),
  },
  updateProfile: {
    method: 'PUT',
    template: '/auth/user/update/',
    run: (t) =>
      call('/auth/user/update/', {
        method: 'PUT',
        token: t.starter,
        json: {
          full_name: 'Maria L.',
          state: 44,
          company_name: 'Lone Star Paving LLC',
          no_of_employees: '11-50',
          target_contract_size: 'upto-75000',
          year_in_business: 8,
        },
      }),
  },
  createFeatureRequest: {
    method: 'POST',
    template: '/auth/feature-requests/',
    run: (t) =>
      call('/auth/feature-requests/', { token: t.starter, json: { email: 'ai@example.com', name: 'Maria' } }),
  },
  requestPasswordReset: {
    method: 'POST',
    template: '/auth/forgot-password/request/',
    run: () => call('/auth/forgot-password/request/', { json: { email: DEMO.sneak } }),
  },
  resetPassword: {
    method: 'POST',
    template: '/auth/forgot-password/reset/',
    run: async () => {
      const { listEmails } = await import('@mocks/node');
      return call('/auth/forgot-password/reset/', {
        json: { email: DEMO.sneak, otp: listEmails(DEMO.sneak)[0]?.code, new_password: 'Demo@12345' },
      });
    },
  },
  listUserSettings: getAs('/auth/user-settings/', 'starter'),
  createUserSetting: {
    method: 'POST',
    template: '/auth/user-settings/',
    // Email alerts are an Essentials feature (403 on the other plans).
    run: (t) => call('/auth/user-settings/', { token: t.essentials, json: { email_alerts: 'daily' } }),
  },
  updateUserSetting: {
    method: 'PUT',
    template: '/auth/user-settings/{id}/',
    run: async (t) => {
      const settings = await call<Array<{ id: number }>>('/auth/user-settings/', { token: t.essentials });
      return call(`/auth/user-settings/${settings.body[0]?.id}/`, {
        method: 'PUT',
        token: t.essentials,
        json: { email_alerts: 'disabled' },
      });
    },
  },
  listPlans: getAs('/auth/plans/'),
  buyPlan: {
    method: 'POST',
    template: '/auth/plans/buy-plan/',
    run: (t) =>
      call('/auth/plans/buy-plan/', {
        token: t.starter,
        json: { plan_id: 3, amount: '3978.00', duration: 'annual' },
      }),
  },
  buyBolt: {
    method: 'POST',
    template: '/auth/plans/buy-bolt/',
    run: (t) => call('/auth/plans/buy-bolt/', { token: t.starter, json: { addOn: { state_id: 5 } } }),
  },
  acknowledgePayment: {
    method: 'POST',
    template: '/auth/plans/buy-plan/acknowledge/',
    run: async (t) => {
      const checkout = await call<{ paymentIntentId: string }>('/auth/plans/buy-plan/', {
        token: t.essentials,
        json: { plan_id: 3, amount: '349.00', duration: 'monthly' },
      });
      return call('/auth/plans/buy-plan/acknowledge/', {
        token: t.essentials,
        json: { paymentIntentId: checkout.body.paymentIntentId },
      });
    },
  },
  listMyPayments: getAs('/payments/my-payments/', 'essentials'),
  getPaymentReceipt: {
    method: 'GET',
    template: '/payments/receipt/{id}/',
    run: async (t) =>
      call(`/payments/receipt/${await succeededPaymentId(t.essentials)}/`, { token: t.essentials }),
  },
  getPaymentReceiptDocument: {
    method: 'GET',
    template: '/payments/receipt/{id}/document/',
    run: async (t) =>
      call(`/payments/receipt/${await succeededPaymentId(t.essentials)}/document/`, { token: t.essentials }),
  },
  getSubscription: getAs('/payments/subscription/', 'starter'),
  previewPlanChange: {
    method: 'POST',
    template: '/payments/subscription/preview/',
    run: (t) =>
      call('/payments/subscription/preview/', {
        token: t.starter,
        json: { plan_id: 3, duration: 'monthly' },
      }),
  },
  changePlan: {
    method: 'POST',
    template: '/payments/subscription/change/',
    // A downgrade: scheduled for the period's end, nothing due today.
    run: (t) =>
      call('/payments/subscription/change/', {
        token: t.essentials,
        json: { plan_id: 2, duration: 'monthly', amount_due_today: '0.00' },
      }),
  },
  cancelSubscription: {
    method: 'POST',
    template: '/payments/subscription/cancel/',
    run: (t) => call('/payments/subscription/cancel/', { method: 'POST', token: t.starter }),
  },
  resumeSubscription: {
    method: 'POST',
    template: '/payments/subscription/resume/',
    run: async (t) => {
      await call('/payments/subscription/cancel/', { method: 'POST', token: t.starter });
      return call('/payments/subscription/resume/', { method: 'POST', token: t.starter });
    },
  },
  startCardUpdate: {
    method: 'POST',
    template: '/payments/subscription/card/',
    run: (t) => call('/payments/subscription/card/', { method: 'POST', token: t.starter }),
  },
  finishCardUpdate: {
    method: 'POST',
    template: '/payments/subscription/card/confirm/',
    run: async (t) => {
      const setup = await call<{ clientSecret: string; setupIntentId: string }>(
        '/payments/subscription/card/',
        {
          method: 'POST',
          token: t.starter,
        },
      );
      await call(`/stripe/setup_intents/${setup.body.setupIntentId}/confirm`, {
        base: 'http://localhost/__mock',
        json: {
          client_secret: setup.body.clientSecret,
          card_number: '4242424242424242',
          exp: '12/31',
          cvc: '123',
        },
      });
      return call('/payments/subscription/card/confirm/', {
        token: t.starter,
        json: { setupIntentId: setup.body.setupIntentId },
      });
    },
  },
  listBids: {
    method: 'GET',
    template: '/bids/',
    run: (t) =>
      call('/bids/?page=1&pageSize=25&bid_type=Active&ordering=closing_date&entity_types=County', {
        token: t.starter,
      }),
  },
  getBid: {
    method: 'GET',
    template: '/bids/{id}/',
    run: async (t) => call(`/bids/${await firstBidId(t.starter)}/`, { token: t.starter }),
  },
  getBidCount: getAs('/bids/count/', 'starter'),
  listSimilarBids: {
    method: 'GET',
    template: '/bids/similar/{bidId}',
    run: async (t) => call(`/bids/similar/${await firstBidId(t.starter)}`, { token: t.starter }),
  },
  listSavedFilters: getAs('/bids/saved-filters/', 'essentials'),
  createSavedFilter: {
    method: 'POST',
    template: '/bids/saved-filters/',
    run: (t) =>
      call('/bids/saved-filters/', {
        token: t.essentials,
        json: { name: 'Roads', filters: { naics: '237310' }, alert: true },
      }),
  },
  previewSavedFilter: {
    method: 'POST',
    template: '/bids/saved-filters/preview/',
    run: (t) =>
      call('/bids/saved-filters/preview/', { token: t.essentials, json: { filters: { states: 'TX' } } }),
  },
  updateSavedFilter: {
    method: 'PUT',
    template: '/bids/saved-filters/{id}/',
    run: async (t) =>
      call(
        `/bids/saved-filters/${await createdId('/bids/saved-filters/', t.essentials, { name: 'A', filters: {} })}/`,
        { method: 'PUT', token: t.essentials, json: { name: 'B', filters: { states: 'TX' } } },
      ),
  },
  deleteSavedFilter: {
    method: 'DELETE',
    template: '/bids/saved-filters/{id}/',
    run: async (t) =>
      call(
        `/bids/saved-filters/${await createdId('/bids/saved-filters/', t.essentials, { name: 'C', filters: {} })}/`,
        { method: 'DELETE', token: t.essentials },
      ),
  },
  ...bidListCalls('/bids/bookmarks/', 'essentials', ['listBookmarks', 'createBookmark', 'deleteBookmark']),
  ...bidListCalls('/bids/follow/', 'essentials', ['listFollows', 'createFollow', 'deleteFollow']),
  ...bidListCalls('/bids/hidden/', 'starter', ['listHiddenBids', 'hideBid', 'unhideBid']),
  exportBids: {
    method: 'POST',
    template: '/bids/export/',
    run: async (t) =>
      call('/bids/export/', { token: t.essentials, json: { bid_ids: [await firstBidId(t.essentials)] } }),
  },
  listUnspscCodes: {
    method: 'GET',
    template: '/bids/unspsc-codes/',
    run: () => call('/bids/unspsc-codes/?code=72&search=ignored'),
  },
  listNaicsCodes: {
    method: 'GET',
    template: '/bids/naics-codes/',
    run: () => call('/bids/naics-codes/?search=2373'),
  },
  listSolicitationTypes: getAs('/bids/solicitation/'),
  listScraperLogs: {
    method: 'GET',
    template: '/scrapping/logs/',
    run: (t) => call('/scrapping/logs/?page=1&pageSize=50', { token: t.admin }),
  },
  listScrapers: getAs('/scrapping/scrapers/', 'admin'),
  runScraper: {
    method: 'POST',
    template: '/scrapping/run-scraper/{id}/',
    run: (t) => call('/scrapping/run-scraper/2/', { method: 'POST', token: t.admin }),
  },
  listAdminUsers: {
    method: 'GET',
    template: '/admin/users/',
    run: (t) => call('/admin/users/?plan_code=002', { token: t.admin }),
  },
  getAdminUser: {
    method: 'GET',
    template: '/admin/users/{id}/',
    run: (t) => call('/admin/users/2/', { token: t.admin }),
  },
  updateAdminUser: {
    method: 'PATCH',
    template: '/admin/users/{id}/',
    run: (t) => call('/admin/users/1/', { method: 'PATCH', token: t.admin, json: { plan_code: '002' } }),
  },
  getAdminStats: getAs('/admin/stats/', 'admin'),
  getAlertDigest: getAs('/alerts/digest/', 'essentials'),
  markAlertsSeen: {
    method: 'POST',
    template: '/alerts/seen/',
    run: (t) => call('/alerts/seen/', { token: t.essentials, json: { seen_at: new Date().toISOString() } }),
  },
  reportCspViolations: {
    method: 'POST',
    template: '/csp-reports/',
    run: () =>
      call('/csp-reports/', {
        json: [
          {
            type: 'csp-violation',
            url: 'http://localhost/',
            body: { documentURL: 'http://localhost/', effectiveDirective: 'style-src-elem' },
          },
        ],
      }),
  },
  // Last: these end the sessions they run in.
  deactivateAccount: {
    method: 'POST',
    template: '/auth/user/deactivate-account/',
    run: async () =>
      call('/auth/user/deactivate-account/', { method: 'POST', token: await loginAs(DEMO.sneak) }),
  },
  deleteAccount: {
    method: 'DELETE',
    template: '/auth/user/delete-account/',
    run: async (t) => call('/auth/user/delete-account/', { method: 'DELETE', token: t.starter }),
  },
};

export async function demoTokens(): Promise<Tokens> {
  return {
    starter: await loginAs(DEMO.starter),
    essentials: await loginAs(DEMO.essentials),
    admin: await loginAs(DEMO.admin),
  };
}
