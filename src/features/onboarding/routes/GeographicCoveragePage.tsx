import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Region, State } from '../api/types';
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from '@/components';
import { useSaveOnboardingStep, useStates } from '../api/onboardingApi';
import { StepForm } from '../components/StepForm';
import { updateDraft, useOnboardingDraft } from '../draft/onboardingDraft';

const REGIONS: ReadonlyArray<{ value: Region; description: string }> = [
  { value: 'National', description: 'Every state and DC' },
  { value: 'Northeast', description: 'New England and the Mid-Atlantic' },
  { value: 'Midwest', description: 'From Ohio to the Dakotas' },
  { value: 'South', description: 'From Delaware to Texas' },
  { value: 'West', description: 'The Mountain and Pacific states' },
];

/** Picking a region ticks its states (all of them for National); the user can then adjust the list. */
function statesOfRegion(states: readonly State[], region: Region): number[] {
  return states.filter((state) => region === 'National' || state.region === region).map((state) => state.id);
}

/** Step 3: where the company works. States are stored by their id (SPEC §3). */
export default function GeographicCoveragePage() {
  const navigate = useNavigate();
  const { geographicCoverage } = useOnboardingDraft();
  const states = useStates();
  const save = useSaveOnboardingStep();
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const { region, states: stateIds } = geographicCoverage;

  const regionError = triedToSubmit && !region ? 'Choose the region you cover' : undefined;
  const statesError = triedToSubmit && stateIds.length === 0 ? 'Choose at least one state' : undefined;

  const chooseRegion = (value: string) => {
    const chosen = value as Region;
    updateDraft({
      geographicCoverage: { region: chosen, states: statesOfRegion(states.data ?? [], chosen) },
    });
  };

  const handleSubmit = () => {
    setTriedToSubmit(true);
    if (!region || stateIds.length === 0) return;
    save.mutate(
      { completed_step: 'geographic-coverage', geographic_coverage: { region, states: stateIds } },
      { onSuccess: () => navigate('/industry-categories') },
    );
  };

  return (
    <StepForm
      title="Where do you work?"
      intro="Choose your region, then the states where you can deliver. We show bids from these states first."
      backTo="/company-build"
      onSubmit={handleSubmit}
      isSaving={save.isPending}
      saveError={save.error}
    >
      <RadioGroup
        label="Region"
        value={region}
        onChange={chooseRegion}
        isInvalid={Boolean(regionError)}
        errorMessage={regionError}
        isRequired
      >
        {REGIONS.map(({ value, description }) => (
          <Radio key={value} value={value} description={description}>
            {value}
          </Radio>
        ))}
      </RadioGroup>
      <CheckboxGroup
        label="States"
        description={
          states.isError
            ? 'We could not load the list of states. Reload the page to try again.'
            : `${stateIds.length} selected`
        }
        className="onboarding-choices"
        value={stateIds.map(String)}
        onChange={(values) => updateDraft({ geographicCoverage: { region, states: values.map(Number) } })}
        isInvalid={Boolean(statesError)}
        errorMessage={statesError}
        isRequired
      >
        {(states.data ?? []).map((state) => (
          <Checkbox key={state.id} value={String(state.id)}>
            {state.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </StepForm>
  );
}
