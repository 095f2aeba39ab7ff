import type { ReactNode } from 'react';
import { FormCard } from '@/components/FormCard';
import { type OnboardingStepTitle, timeLeftText } from '@/lib/onboardingSteps';
import './OnboardingCard.css';

interface OnboardingCardProps {
  /** The onboarding step: its title (the same words as on the step bar) is the screen's h1. */
  step: OnboardingStepTitle;
  /** One or two sentences under the heading saying what to do and why. */
  intro?: ReactNode;
  /** Narrow for short forms (account, verification); wide for the answer-heavy steps. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * The card every onboarding step sits in, under the form header and its step progress bar: the
 * step's title, how long the rest of the journey takes, then the step's questions.
 */
export function OnboardingCard({ step, intro, width = 'wide', children }: OnboardingCardProps) {
  return (
    <div className="bl-form-page">
      <FormCard title={step} subtitle={timeLeftText(step)} intro={intro} width={width}>
        {children}
      </FormCard>
    </div>
  );
}
