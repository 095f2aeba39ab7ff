/** The dev panel talks to the fake backend over fetch, like the app does (the worker answers). */
export interface MailboxEmail {
  id: number;
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (alert digests), or null. */
  html: string | null;
  code: string | null;
  created_at: string;
}

export interface ScenarioState {
  latencyMs: number;
  failureRate: number;
  declineNextPayment: boolean;
  expireNextOtp: boolean;
}

async function request<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  });
  const body = (await response.json()) as T & { detail?: string };
  if (!response.ok) throw new Error(body.detail ?? `Request failed (${response.status})`);
  return body;
}

export const fetchEmails = () => request<MailboxEmail[]>('/__mock/emails');
export const fetchScenario = () => request<ScenarioState>('/__mock/scenario');
export const saveScenario = (patch: Partial<ScenarioState>) =>
  request<ScenarioState>('/__mock/scenario', { method: 'POST', body: JSON.stringify(patch) });
export interface ClockState {
  days_advanced: number;
  now: string;
  emails_sent?: number;
}

export const fetchClock = () => request<ClockState>('/__mock/clock');
export const advanceClock = (days: number) =>
  request<ClockState>('/__mock/clock/advance', { method: 'POST', body: JSON.stringify({ days }) });
export const resetToSeed = () => request<{ detail: string }>('/__mock/reset', { method: 'POST' });

export function login(apiBaseUrl: string, email: string, password: string) {
  return request<{ access: string; refresh: string }>(`${apiBaseUrl}/auth/login/`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
}
