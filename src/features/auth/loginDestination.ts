import { returnPathFromState } from '@/lib/returnPath';
import { dashboardHref } from '@/lib/routes';

/**
 * Where a fresh login lands: back where a guard stopped the user (same-origin paths only), else
 * the next unfinished onboarding step (its name is its route), else the dashboard.
 */
export function loginDestination(locationState: unknown, onboardingStep: string | null): string {
  const returnPath = returnPathFromState(locationState);
  if (returnPath) return returnPath;
  if (onboardingStep) return `/${onboardingStep}`;
  return dashboardHref();
}
