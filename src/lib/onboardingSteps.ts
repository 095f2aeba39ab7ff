/**
 * The onboarding journey in order: each step's title, which is also its name on the step bar, and
 * about how many minutes it takes. The account exists from the end of company build and the code is
 * emailed then, so verification comes next; the plan is last.
 *
 * The minutes are the one estimate of the journey's length: the steps count down from them and
 * anything promising a time before the journey starts reads ONBOARDING_MINUTES. Each is what the
 * step asks, at about 10 s a choice and 20 s a typed field, rounded up to whole minutes: four typed
 * fields and the terms; a name, two optional fields and four choices (three with defaults); opening
 * the email and typing its 6-digit code; the states beyond the home state already chosen;
 * industries, optional codes and solicitation types; six yes/no questions and the amounts for the
 * yeses; optional extra details; one of three plans.
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

const minutesFrom = (index: number) =>
  ONBOARDING_STEP_DETAILS.slice(index).reduce((sum, step) => sum + step.minutes, 0);

/** About how long the whole journey takes, from the first step to the plan. */
export const ONBOARDING_MINUTES = minutesFrom(0);

/** "About 6 minutes left" for the step with this title: the step itself and every one after it. */
export function timeLeftText(title: OnboardingStepTitle): string {
  const minutes = minutesFrom(ONBOARDING_STEP_TITLES.indexOf(title));
  return minutes <= 1 ? 'Last step: about 1 minute' : `About ${minutes} minutes left`;
}
