import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { Alert } from '@/components/Alert';
import { serverErrorMessage } from '../api/errorMessages';
import type { OnboardingFormStep } from '../api/types';
import { SAVING_STEPS } from '../savingSteps';
import { useDraftFromServer } from '../draft/useDraftFromServer';
import { OnboardingCard } from './OnboardingCard';
import { StepActions } from './StepActions';

const SAVE_FAILED_MESSAGE = 'We could not save your answers. Please try again.';

interface StepFormProps {
  /** The step: its title and where Back goes come from SAVING_STEPS. */
  step: OnboardingFormStep;
  intro: ReactNode;
  onSubmit: () => void;
  /** The step's save (useSaveStep): pending, and its last failure; the answers stay on screen so the user can send them again. */
  save: { isPending: boolean; error: unknown };
  /** Extra controls above Back and Continue. */
  secondaryActions?: ReactNode;
  /** The step may be skipped: a "Skip this step" button beside Continue does only that. */
  onSkip?: () => void;
  children: ReactNode;
}

/** One guarded onboarding step: its questions, the save error if any, then Back and Continue. */
export function StepForm({ step, intro, onSubmit, save, secondaryActions, onSkip, children }: StepFormProps) {
  useDraftFromServer();
  const { title, backTo } = SAVING_STEPS[step];
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <OnboardingCard step={title} intro={intro}>
      {save.error !== null && save.error !== undefined && (
        <Alert tone="error">{serverErrorMessage(save.error, SAVE_FAILED_MESSAGE)}</Alert>
      )}
      <Form className="bl-form-card__form" validationBehavior="aria" onSubmit={handleSubmit}>
        {children}
        {secondaryActions}
        <StepActions backTo={backTo} isPending={save.isPending} onSkip={onSkip} />
      </Form>
    </OnboardingCard>
  );
}
