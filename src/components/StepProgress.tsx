import { cx } from './classNames';
import { CheckIcon } from './icons';
import './StepProgress.css';

export interface StepProgressProps {
  /** Step names in order. */
  steps: readonly string[];
  /** 1-based number of the step the user is on. */
  currentStep: number;
  'aria-label'?: string;
  className?: string;
}

/**
 * Where the user is in a multi-step flow: a progress bar announced as "Step 2 of 6: <name>" plus the list of
 * steps, the current one marked with aria-current="step". On phones only the current step's name shows.
 * Plain markup rather than React Aria's ProgressBar (as Spinner): a fixed value needs no state or
 * behaviour, and ProgressBar's number formatting weighed on the onboarding pages (docs/performance.md).
 */
export function StepProgress({
  steps,
  currentStep,
  'aria-label': ariaLabel = 'Progress',
  className,
}: StepProgressProps) {
  const stepCount = steps.length;
  const current = Math.min(Math.max(currentStep, 1), stepCount);
  const stepText = `Step ${current} of ${stepCount}`;
  return (
    <div className={cx('bl-steps', className)}>
      <div
        role="progressbar"
        aria-label={ariaLabel}
        aria-valuenow={current}
        aria-valuemin={0}
        aria-valuemax={stepCount}
        aria-valuetext={`${stepText}: ${steps[current - 1] ?? ''}`}
        className="bl-steps__bar"
      >
        <span className="bl-steps__summary" aria-hidden="true">
          {stepText}
          <span className="bl-steps__summary-name">: {steps[current - 1]}</span>
        </span>
        <span className="bl-steps__track">
          <span
            className="bl-steps__fill"
            style={{ width: `${stepCount > 0 ? (current / stepCount) * 100 : 0}%` }}
          />
        </span>
      </div>
      <ol className="bl-steps__list" aria-label={ariaLabel}>
        {steps.map((step, index) => {
          const stepNumber = index + 1;
          const state = stepNumber < current ? 'done' : stepNumber === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={cx('bl-steps__step', `bl-steps__step--${state}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="bl-steps__marker" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} /> : stepNumber}
              </span>
              <span className="bl-steps__label">
                {step}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
