import { type ReactNode, useId } from 'react';
import { cx } from '@/components';
import './OnboardingCard.css';

interface OnboardingCardProps {
  /** The screen's h1. */
  title: string;
  /** One or two sentences under the heading saying what to do and why. */
  intro?: ReactNode;
  /** Narrow for short forms (account, verification); wide for the answer-heavy steps. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The card every onboarding step sits in, under the form header and its step progress bar. */
export function OnboardingCard({ title, intro, width = 'wide', children }: OnboardingCardProps) {
  const titleId = useId();
  return (
    <div className="onboarding-page">
      <section
        className={cx('onboarding-card', width === 'narrow' && 'onboarding-card--narrow')}
        aria-labelledby={titleId}
      >
        <h1 id={titleId} className="onboarding-card__title">
          {title}
        </h1>
        {intro && <p className="onboarding-card__intro">{intro}</p>}
        {children}
      </section>
    </div>
  );
}
