/**
 * The plan a visitor chose on /pricing (or in an upgrade dialog) travels in the address as `?plan=<plan
 * code>`: from /pricing through sign-up, email verification and the onboarding steps (each passes its
 * query on to the next) to /plan, which shows it selected. In the address, not in storage, so it
 * survives a reload. Apart from `./routes` so the landing page does not load it.
 */
import { paths } from './routes';

export const PLAN_PARAM = 'plan';

/** `path` with the chosen plan's code on it: '/plan?plan=002'. No code: `path` as it is. */
export function withPlanChoice(path: string, planCode: string | null | undefined): string {
  if (!planCode) return path;
  const [pathname = '', query = ''] = path.split('?');
  const search = new URLSearchParams(query);
  search.set(PLAN_PARAM, planCode);
  return `${pathname}?${search.toString()}`;
}

/** The plan code in a query string ('?plan=002'), or null. */
export function readPlanChoice(search: string): string | null {
  return new URLSearchParams(search).get(PLAN_PARAM) || null;
}

/** The plan step with this plan selected. */
export const choosePlanHref = (planCode: string) => withPlanChoice(paths.plan, planCode);
