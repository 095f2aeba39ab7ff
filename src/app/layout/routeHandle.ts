import { useMatches } from 'react-router-dom';

/** Per-route data the layouts read (react-router `handle`). */
export interface RouteHandle {
  /** 1-based position in the onboarding journey; shows the step progress bar on form screens. */
  onboardingStep?: number;
  /** Source file of a code-split route (set by routes.tsx), e.g. to find its chunk in the build manifest. */
  module?: string;
}

/** The onboarding journey, in order (signup happens at the end of company build; verification before the plan). */
export const ONBOARDING_STEPS = [
  'Account',
  'Company',
  'Coverage',
  'Industries',
  'Insurance',
  'Extra details',
  'Verify email',
  'Plan',
] as const;

/** The onboarding step of the deepest matched route that declares one, if any. */
export function useOnboardingStep(): number | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const step = (matches[index]?.handle as RouteHandle | undefined)?.onboardingStep;
    if (step !== undefined) return step;
  }
  return undefined;
}
