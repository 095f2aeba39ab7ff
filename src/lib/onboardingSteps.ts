/**
 * The onboarding journey in order (issue 16): each step's title, which is also its name on the step
 * bar, and about how many minutes it takes. The account exists from the end of company build and
 * the code is emailed then, so verification comes next; the plan is last.
 */
export const ONBOARDING_STEP_DETAILS = [
  { title: 'Create your account', minutes: 1 },
  { title: 'About your company', minutes: 1 },
  { title: 'Verify your email', minutes: 1 },
  { title: 'Where you work', minutes: 1 },
  { title: 'What you do', minutes: 2 },
  { title: 'Your insurance', minutes: 1 },
  { title: 'Extra details', minutes: 1 },
  { title: 'Choose your plan', minutes: 1 },
] as const;

export type OnboardingStepTitle = (typeof ONBOARDING_STEP_DETAILS)[number]['title'];

export const ONBOARDING_STEP_TITLES = ONBOARDING_STEP_DETAILS.map(({ title }) => title);

/** "About 6 minutes left" for the step with this title: the step itself and every one after it. */
export function timeLeftText(title: OnboardingStepTitle): string {
  const index = ONBOARDING_STEP_TITLES.indexOf(title);
  const minutes = ONBOARDING_STEP_DETAILS.slice(index).reduce((sum, step) => sum + step.minutes, 0);
  return minutes <= 1 ? 'Last step: about 1 minute' : `About ${minutes} minutes left`;
}
