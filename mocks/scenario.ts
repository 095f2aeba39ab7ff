/**
 * Scenario switches: how the fake backend misbehaves on purpose (latency, random 5xx, a forced
 * failure on the next matching request, a declined next payment, an expired next OTP).
 */
export interface FailNextRule {
  /** Substring of the request path (after the origin), e.g. `/bids/` or `/auth/login/`. */
  pattern: string;
  status: number;
}

export interface Scenario {
  latencyMs: number;
  /** Extra random latency, 0 to this many ms, on top of latencyMs (a flaky network). */
  latencyJitterMs: number;
  /** Probability (0..1) that an API request answers 500. */
  failureRate: number;
  /** One-shot failures: the first request whose path contains `pattern` fails once. */
  failNext: FailNextRule[];
  declineNextPayment: boolean;
  /** The next OTP check (signup or password reset) treats the pending code as expired. */
  expireNextOtp: boolean;
}

/** The host decides the default latency: 0 in node/tests, ~250 ms in the browser for realism. */
let defaults: Scenario = {
  latencyMs: 0,
  latencyJitterMs: 0,
  failureRate: 0,
  failNext: [],
  declineNextPayment: false,
  expireNextOtp: false,
};
let current: Scenario = structuredClone(defaults);

export function getScenario(): Scenario {
  return current;
}

export function setScenarioDefaults(overrides: Partial<Scenario>): void {
  defaults = { ...defaults, ...overrides };
  current = { ...current, ...overrides };
}

export function resetScenario(): void {
  current = structuredClone(defaults);
}

/** Merge a partial update, ignoring values of the wrong type (the control endpoint takes raw JSON). */
export function updateScenario(patch: Record<string, unknown>): Scenario {
  const next = { ...current };
  if (typeof patch.latencyMs === 'number' && patch.latencyMs >= 0) next.latencyMs = patch.latencyMs;
  if (typeof patch.latencyJitterMs === 'number' && patch.latencyJitterMs >= 0)
    next.latencyJitterMs = patch.latencyJitterMs;
  if (typeof patch.failureRate === 'number') next.failureRate = Math.min(1, Math.max(0, patch.failureRate));
  if (typeof patch.declineNextPayment === 'boolean') next.declineNextPayment = patch.declineNextPayment;
  if (typeof patch.expireNextOtp === 'boolean') next.expireNextOtp = patch.expireNextOtp;
  if (Array.isArray(patch.failNext)) {
    next.failNext = patch.failNext.flatMap((rule: unknown) => {
      if (typeof rule !== 'object' || rule === null) return [];
      const { pattern, status } = rule as Record<string, unknown>;
      return typeof pattern === 'string'
        ? [{ pattern, status: typeof status === 'number' ? status : 500 }]
        : [];
    });
  }
  current = next;
  return current;
}

/** Removes and returns the first one-shot failure matching this path. */
export function takeFailNext(path: string): FailNextRule | undefined {
  const index = current.failNext.findIndex((rule) => path.includes(rule.pattern));
  if (index === -1) return undefined;
  const [rule] = current.failNext.splice(index, 1);
  return rule;
}

/** Reads and clears a one-shot flag. */
export function consumeFlag(flag: 'declineNextPayment' | 'expireNextOtp'): boolean {
  const value = current[flag];
  current[flag] = false;
  return value;
}
