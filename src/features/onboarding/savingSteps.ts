import { useLocation, useNavigate } from 'react-router-dom';
import type { OnboardingFormStep, OnboardingUpdate } from './api/types';
import { useSaveOnboardingStep } from './api/onboardingApi';
import type { OnboardingStepTitle } from '@/lib/onboardingSteps';
import { paths } from '@/lib/routes';

interface SavingStep {
  /** The screen's h1, the same words as on the step bar. */
  title: OnboardingStepTitle;
  /** Where Back goes. */
  backTo: string;
  /** Where the user goes once the step is saved (or skipped). */
  next: string;
}

/**
 * The steps whose answers are saved with PUT /auth/onboarding/, in order. Back from the first one
 * skips verification (done by then); the plan comes after the questions.
 */
export const SAVING_STEPS: Readonly<Record<OnboardingFormStep, SavingStep>> = {
  'geographic-coverage': {
    title: 'Where you work',
    backTo: paths.companyBuild,
    next: paths.industryCategories,
  },
  'industry-categories': { title: 'What you do', backTo: paths.geographicCoverage, next: paths.helpOurAi },
  'help-our-ai': { title: 'Your insurance', backTo: paths.industryCategories, next: paths.extraData },
  'extra-data': { title: 'Extra details', backTo: paths.helpOurAi, next: paths.plan },
};

/**
 * Saves one step: `send(update)` marks `step` completed with `update`'s answers (none for a skip) and
 * goes on to the next step once the server has them. `isPending` and `error` are the save's.
 */
export function useSaveStep(step: OnboardingFormStep) {
  const navigate = useNavigate();
  // The query rides along: a plan chosen on /pricing (?plan=) reaches the plan step selected.
  const { search } = useLocation();
  const save = useSaveOnboardingStep();
  const send = (update: Omit<OnboardingUpdate, 'completed_step'> = {}) =>
    save.mutate(
      { completed_step: step, ...update },
      { onSuccess: () => navigate({ pathname: SAVING_STEPS[step].next, search }) },
    );
  return { send, isPending: save.isPending, error: save.error };
}
