import { useMatches } from 'react-router-dom';
import { ONBOARDING_STEP_TITLES } from '@/lib/onboardingSteps';

/** Per-route data the layouts read (react-router `handle`). */
export interface RouteHandle {
  /** 1-based position in the onboarding journey; shows the step progress bar on form screens. */
  onboardingStep?: number;
  /** Source file of a code-split route (set by routes.tsx), e.g. to find its chunk in the build manifest. */
  module?: string;
  /** The route renders its screens only for a signed-in user (RequireAuth). */
  requiresLogin?: boolean;
}

/** The onboarding journey, in order: the step bar's names are the steps' titles (src/lib/onboardingSteps). */
export const ONBOARDING_STEPS = ONBOARDING_STEP_TITLES;

/** The onboarding step of the deepest matched route that declares one, if any. */
export function useOnboardingStep(): number | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const step = (matches[index]?.handle as RouteHandle | undefined)?.onboardingStep;
    if (step !== undefined) return step;
  }
  return undefined;
}
