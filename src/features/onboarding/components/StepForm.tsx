import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '@/components/Alert';
import type { OnboardingStepTitle } from '@/lib/onboardingSteps';
import { serverErrorMessage } from '../api/errorMessages';
import { useDraftFromServer } from '../draft/useDraftFromServer';
import { OnboardingCard } from './OnboardingCard';
import { StepActions } from './StepActions';

const SAVE_FAILED_MESSAGE = 'We could not save your answers. Please try again.';

interface StepFormProps {
  step: OnboardingStepTitle;
  intro: ReactNode;
  /** The previous step's route. */
  backTo: string;
  onSubmit: () => void;
  isSaving: boolean;
  /** The last save's failure; the answers stay on screen so the user can send them again. */
  saveError: unknown;
  /** Extra controls above Back and Continue. */
  secondaryActions?: ReactNode;
  /** The step may be skipped: a "Skip this step" button beside Continue does only that. */
  onSkip?: () => void;
  children: ReactNode;
}

/** One guarded onboarding step: its questions, the save error if any, then Back and Continue. */
export function StepForm({
  step,
  intro,
  backTo,
  onSubmit,
  isSaving,
  saveError,
  secondaryActions,
  onSkip,
  children,
}: StepFormProps) {
  useDraftFromServer();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <OnboardingCard step={step} intro={intro}>
      {saveError !== null && saveError !== undefined && (
        <Alert tone="error">{serverErrorMessage(saveError, SAVE_FAILED_MESSAGE)}</Alert>
      )}
      <Form className="onboarding-form" validationBehavior="aria" onSubmit={handleSubmit}>
        {children}
        {secondaryActions}
        <StepActions backTo={backTo} isPending={isSaving} onSkip={onSkip} />
      </Form>
    </OnboardingCard>
  );
}
