import { useNavigate } from 'react-router-dom';
import { Button } from '@/components';

interface StepActionsProps {
  /** Where Back goes (the previous step). */
  backTo: string;
  isPending?: boolean;
  /** Read to screen readers while the step is being saved. */
  pendingLabel?: string;
  submitLabel?: string;
}

/** Back and Continue at the foot of every step; Continue submits the step's form. */
export function StepActions({
  backTo,
  isPending = false,
  pendingLabel = 'Saving your answers',
  submitLabel = 'Continue',
}: StepActionsProps) {
  const navigate = useNavigate();
  return (
    <div className="onboarding-actions">
      <Button variant="secondary" onPress={() => navigate(backTo)} isDisabled={isPending}>
        Back
      </Button>
      <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
