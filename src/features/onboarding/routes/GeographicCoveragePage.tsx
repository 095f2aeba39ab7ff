import { useId, useState } from 'react';
import type { Region } from '../api/types';
import { Button } from '@/components/Button';
import { Checkbox, CheckboxGroup } from '@/components/Checkbox';
import { TagGroup } from '@/components/TagGroup';
import { useStates } from '../api/onboardingApi';
import { StepForm } from '../components/StepForm';
import {
  REGIONS,
  addRegion,
  coverageChips,
  hasWholeRegion,
  regionOf,
  removeRegion,
  statesOfRegion,
} from '../coverage';
import { updateDraft, useOnboardingDraft } from '../draft/onboardingDraft';
import { useSaveStep } from '../savingSteps';
import './GeographicCoveragePage.css';

const STATES_REQUIRED = 'Choose at least one state';

/**
 * Step 4: where the company works. A region adds its states to the ones picked by hand and can be
 * removed as a group; the count and the chosen states sit above the list and stay in view while
 * the user scrolls through it. States are stored by their id (docs/product/screens.md#onboarding).
 */
export default function GeographicCoveragePage() {
  const summaryId = useId();
  const regionsId = useId();
  const { geographic_coverage: coverage } = useOnboardingDraft();
  const states = useStates();
  const save = useSaveStep('geographic-coverage');
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const allStates = states.data ?? [];
  const stateIds = coverage.states;

  const statesError = triedToSubmit && stateIds.length === 0 ? STATES_REQUIRED : undefined;

  const choose = (chosen: number[]) =>
    updateDraft({ geographic_coverage: { region: regionOf(allStates, chosen), states: chosen } });

  const toggleRegion = (region: Region) =>
    choose(
      hasWholeRegion(allStates, stateIds, region)
        ? removeRegion(allStates, stateIds, region)
        : addRegion(allStates, stateIds, region),
    );

  const removeChip = (kind: 'region' | 'state', id: string) =>
    choose(
      kind === 'region'
        ? removeRegion(allStates, stateIds, id as Region)
        : stateIds.filter((stateId) => String(stateId) !== id),
    );

  const chips = coverageChips(allStates, stateIds);

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
      <section className="coverage-regions" aria-labelledby={regionsId}>
        <h2 id={regionsId} className="onboarding-form__section-title">
          Add a whole region
        </h2>
        <p className="bl-form-card__note">A region is added to the states you pick, never instead of them.</p>
        <ul className="coverage-regions__list">
          {REGIONS.map(({ value, description }) => {
            const isWhole = hasWholeRegion(allStates, stateIds, value);
            const count = statesOfRegion(allStates, value).length;
            const name = value === 'National' ? 'All states' : value;
            return (
              <li key={value} className="coverage-regions__item">
                <span className="coverage-regions__text">
                  <span className="coverage-regions__name">{name}</span>
                  <span className="bl-form-card__note">
                    {description}
                    {count > 0 && ` · ${count} states`}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant={isWhole ? 'ghost' : 'secondary'}
                  isDisabled={allStates.length === 0}
                  onPress={() => toggleRegion(value)}
                >
                  {isWhole ? `Remove ${name}` : `Add ${name}`}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="coverage-summary" role="group" aria-labelledby={summaryId}>
        <p id={summaryId} className="coverage-summary__count" aria-live="polite">
          {stateIds.length === 1 ? '1 state selected' : `${stateIds.length} states selected`}
        </p>
        {chips.length === 0 ? (
          <p className="bl-form-card__note">None yet. Add a region or tick states below.</p>
        ) : (
          <div className="coverage-summary__chips">
            <TagGroup
              aria-label="Chosen states"
              items={chips}
              onRemove={(keys) => {
                const chip = chips.find((candidate) => keys.has(candidate.id));
                if (chip) removeChip(chip.kind, chip.id);
              }}
            />
            <Button size="sm" variant="link" onPress={() => choose([])}>
              Clear all
            </Button>
          </div>
        )}
      </div>

      <CheckboxGroup
        label="States"
        description={
          states.isError ? 'We could not load the list of states. Reload the page to try again.' : undefined
        }
        className="onboarding-choices"
        value={stateIds.map(String)}
        onChange={(values) => choose(values.map(Number))}
        isInvalid={Boolean(statesError)}
        errorMessage={statesError}
        isRequired
      >
        {allStates.map((state) => (
          <Checkbox key={state.id} value={String(state.id)}>
            {state.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </StepForm>
  );
}
