import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '@/components/Alert';
import { serverErrorMessage } from '../api/errorMessages';
import { useDraftFromServer } from '../draft/useDraftFromServer';
import { OnboardingCard } from './OnboardingCard';
import { StepActions } from './StepActions';

const SAVE_FAILED_MESSAGE = 'We could not save your answers. Please try again.';

interface StepFormProps {
  title: string;
  intro: ReactNode;
  /** The previous step's route. */
  backTo: string;
  onSubmit: () => void;
  isSaving: boolean;
  /** The last save's failure; the answers stay on screen so the user can send them again. */
  saveError: unknown;
  /** Extra buttons beside Back and Continue (e.g. Skip). */
  secondaryActions?: ReactNode;
  children: ReactNode;
}

/** One guarded onboarding step: its questions, the save error if any, then Back and Continue. */
export function StepForm({
  title,
  intro,
  backTo,
  onSubmit,
  isSaving,
  saveError,
  secondaryActions,
  children,
}: StepFormProps) {
  useDraftFromServer();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <OnboardingCard title={title} intro={intro}>
      {saveError !== null && saveError !== undefined && (
        <Alert tone="error">{serverErrorMessage(saveError, SAVE_FAILED_MESSAGE)}</Alert>
      )}
      <Form className="onboarding-form" validationBehavior="aria" onSubmit={handleSubmit}>
        {children}
        {secondaryActions}
        <StepActions backTo={backTo} isPending={isSaving} />
      </Form>
    </OnboardingCard>
  );
}
