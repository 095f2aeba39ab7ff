import { describe, expect, it } from 'vitest';
import { ONBOARDING_MINUTES, ONBOARDING_STEP_DETAILS, timeLeftText } from './onboardingSteps';

describe('onboarding steps', () => {
  it('takes as long in all as its steps add up to', () => {
    expect(ONBOARDING_MINUTES).toBe(ONBOARDING_STEP_DETAILS.reduce((sum, step) => sum + step.minutes, 0));
  });

  it('counts down from the whole estimate on the first step to the last step alone', () => {
    expect(timeLeftText('Create your account')).toBe(`About ${ONBOARDING_MINUTES} minutes left`);
    expect(timeLeftText('Extra details')).toBe('About 2 minutes left');
    expect(timeLeftText('Choose your plan')).toBe('Last step: about 1 minute');
  });
});
