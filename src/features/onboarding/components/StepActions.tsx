import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';

interface StepActionsProps {
  /** Where Back goes (the previous step). */
  backTo: string;
  isPending?: boolean;
  /** Read to screen readers while the step is being saved. */
  pendingLabel?: string;
  submitLabel?: string;
  /** A step that may be skipped: this button only skips (nothing typed is saved). */
  onSkip?: () => void;
}

/** Back, an optional Skip this step, and Continue at the foot of every step; Continue submits the step's form. */
export function StepActions({
  backTo,
  isPending = false,
  pendingLabel = 'Saving your answers',
  submitLabel = 'Continue',
  onSkip,
}: StepActionsProps) {
  const navigate = useNavigate();
  return (
    <div className="bl-form-card__actions">
      <Button variant="secondary" onPress={() => navigate(backTo)} isDisabled={isPending}>
        Back
      </Button>
      {onSkip && (
        <Button variant="ghost" onPress={onSkip} isDisabled={isPending}>
          Skip this step
        </Button>
      )}
      <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
