import { useState } from 'react';
import { useOptionalProfile, useStates } from '../api/onboardingApi';
import { StepForm } from '../components/StepForm';
import { regionOf } from '../coverage';
import { updateDraft, useOnboardingDraft } from '../draft/onboardingDraft';
import { CoverageFields, STATES_REQUIRED } from '../fields/CoverageFields';
import { useStateAllowance } from '../fields/StateAllowance';
import { useSaveStep } from '../savingSteps';

/**
 * Step 4: where the company works (CoverageFields, which the profile's "What we match on" shares).
 * States are stored by their id (docs/product/screens.md#onboarding). Asked before the plan, so not
 * limited then; an account back here with its plan chosen (`plan_starts_at` set) is held to the
 * plan's states as "What we match on" holds it (docs/product/plans-and-limits.md#states-covered).
 */
export default function GeographicCoveragePage() {
  const { geographic_coverage: coverage } = useOnboardingDraft();
  const states = useStates();
  const save = useSaveStep('geographic-coverage');
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const allStates = states.data ?? [];
  const stateIds = coverage.states;
  const subscription = useOptionalProfile().data?.subscription_plan;
  const { maxStates, limitNote } = useStateAllowance(
    subscription?.plan_starts_at ? subscription : undefined,
    allStates.length,
  );

  const choose = (chosen: number[]) =>
    updateDraft({ geographic_coverage: { region: regionOf(allStates, chosen), states: chosen } });

  const handleSubmit = () => {
    setTriedToSubmit(true);
    const region = regionOf(allStates, stateIds) ?? coverage.region;
    if (!region || stateIds.length === 0) return;
    save.send({ geographic_coverage: { region, states: stateIds } });
  };

  return (
    <StepForm
      step="geographic-coverage"
      intro="Choose the states where you can deliver: add whole regions, pick states one by one, or both. We show bids from these states first."
      onSubmit={handleSubmit}
      save={save}
    >
      <CoverageFields
        stateIds={stateIds}
        onChange={choose}
        allStates={allStates}
        statesFailed={states.isError}
        errorMessage={triedToSubmit && stateIds.length === 0 ? STATES_REQUIRED : undefined}
        maxStates={maxStates}
        limitNote={limitNote}
      />
    </StepForm>
  );
}
