import { listEmails } from '@mocks/node';

/** A tiny fetch client for the integration tests (Node's fetch needs absolute URLs). */
export const API_BASE = 'http://localhost/api';

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  base?: string;
}

export async function call<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.form)) form.append(key, value);
    body = form;
  }
  const response = await fetch(`${options.base ?? API_BASE}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: (type.includes('json') && text ? JSON.parse(text) : text) as T,
  };
}

export const DEMO = {
  sneak: 'sneak@demo.bidlantern.test',
  starter: 'starter@demo.bidlantern.test',
  essentials: 'essentials@demo.bidlantern.test',
  admin: 'admin@demo.bidlantern.test',
} as const;

export async function loginAs(email: string, password = 'Demo@12345', base?: string): Promise<string> {
  const result = await call<{ access: string }>('/auth/login/', { json: { email, password }, base });
  if (result.status !== 200)
    throw new Error(`login failed for ${email}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.access;
}

/** The code from the newest email to this address. */
export function latestCode(email: string): string {
  const code = listEmails(email)[0]?.code;
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

export function signupForm(email: string, password = 'Paving@2026'): Record<string, string> {
  return {
    full_name: 'Casey Builder',
    email,
    password,
    company_name: 'Builder & Sons, "Contracting" LLC',
    no_of_employees: '11-50',
    year_in_business: '4',
    target_contract_size: 'upto-75000',
    state: '44',
  };
}

/** A wrong 6-digit code different from the right one. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
