import { ProgressBar } from 'react-aria-components';
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
      <ProgressBar
        aria-label={ariaLabel}
        value={current}
        minValue={0}
        maxValue={stepCount}
        valueLabel={`${stepText}: ${steps[current - 1] ?? ''}`}
        className="bl-steps__bar"
      >
        {({ percentage }) => (
          <>
            <span className="bl-steps__summary" aria-hidden="true">
              {stepText}
              <span className="bl-steps__summary-name">: {steps[current - 1]}</span>
            </span>
            <span className="bl-steps__track">
              <span className="bl-steps__fill" style={{ width: `${percentage ?? 0}%` }} />
            </span>
          </>
        )}
      </ProgressBar>
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
