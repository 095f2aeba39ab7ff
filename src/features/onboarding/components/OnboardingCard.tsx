import { type ReactNode, useId } from 'react';
import { cx } from '@/components/classNames';
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
  const titleId = useId();
  return (
    <div className="onboarding-page">
      <section
        className={cx('bl-card onboarding-card', width === 'narrow' && 'onboarding-card--narrow')}
        aria-labelledby={titleId}
      >
        <div className="onboarding-card__heading">
          <h1 id={titleId} className="onboarding-card__title">
            {step}
          </h1>
          <p className="onboarding-card__time">{timeLeftText(step)}</p>
        </div>
        {intro && <p className="onboarding-card__intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}
