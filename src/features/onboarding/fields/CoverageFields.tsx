import { type ReactNode, useId } from 'react';
import type { Region, State } from '../api/types';
import { Button } from '@/components/Button';
import { Checkbox, CheckboxGroup } from '@/components/Checkbox';
import { TagGroup } from '@/components/TagGroup';
import { REGIONS, addRegion, coverageChips, hasWholeRegion, removeRegion, statesOfRegion } from '../coverage';
import './CoverageFields.css';

export const STATES_REQUIRED = 'Choose at least one state';

interface CoverageFieldsProps {
  /** Ids of the chosen states. */
  stateIds: readonly number[];
  onChange: (stateIds: number[]) => void;
  allStates: readonly State[];
  statesFailed: boolean;
  errorMessage?: string;
  /** The level of "Add a whole region" in the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5;
  /**
   * How many states the account may cover (the profile's allowance); none in onboarding before the
   * plan is chosen. At the limit no more can be ticked and `limitNote` says how to get more.
   */
  maxStates?: number;
  limitNote?: ReactNode;
}

/**
 * Where the company works, as onboarding asks it and the profile edits it: a region adds its states to
 * the ones picked by hand and can be removed as a group; the count and the chosen states sit above the
 * list and stay in view while the user scrolls through it.
 */
export function CoverageFields({
  stateIds,
  onChange,
  allStates,
  statesFailed,
  errorMessage,
  headingLevel = 2,
  maxStates,
  limitNote,
}: CoverageFieldsProps) {
  const summaryId = useId();
  const regionsId = useId();
  const Heading = `h${headingLevel}` as const;
  const ids = [...stateIds];

  const toggleRegion = (region: Region) =>
    onChange(
      hasWholeRegion(allStates, ids, region)
        ? removeRegion(allStates, ids, region)
        : addRegion(allStates, ids, region),
    );

  const removeChip = (kind: 'region' | 'state', id: string) =>
    onChange(
      kind === 'region'
        ? removeRegion(allStates, ids, id as Region)
        : ids.filter((stateId) => String(stateId) !== id),
    );

  const chips = coverageChips(allStates, ids);
  const isAtLimit = maxStates !== undefined && ids.length >= maxStates;
  const wouldPassLimit = (region: Region) =>
    maxStates !== undefined && addRegion(allStates, ids, region).length > maxStates;
  const chosen = new Set(ids);
  // A plan whose states no region fits in (Sneak, Starter) is not shown regions it could never add.
  const offersRegions =
    maxStates === undefined ||
    REGIONS.some(({ value }) => hasWholeRegion(allStates, ids, value) || !wouldPassLimit(value));

  return (
    <>
      {offersRegions && (
        <section className="coverage-regions" aria-labelledby={regionsId}>
          <Heading id={regionsId} className="onboarding-form__section-title">
            Add a whole region
          </Heading>
          <p className="bl-form-card__note">
            A region is added to the states you pick, never instead of them.
          </p>
          <ul className="coverage-regions__list">
            {REGIONS.map(({ value, description }) => {
              const isWhole = hasWholeRegion(allStates, ids, value);
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
                    isDisabled={allStates.length === 0 || (!isWhole && wouldPassLimit(value))}
                    onPress={() => toggleRegion(value)}
                  >
                    {isWhole ? `Remove ${name}` : `Add ${name}`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <div className="coverage-summary" role="group" aria-labelledby={summaryId}>
        <p id={summaryId} className="coverage-summary__count" aria-live="polite">
          {maxStates !== undefined
            ? `${ids.length} of ${maxStates} ${maxStates === 1 ? 'state' : 'states'}`
            : ids.length === 1
              ? '1 state selected'
              : `${ids.length} states selected`}
        </p>
        {isAtLimit && limitNote}
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
            <Button size="sm" variant="link" onPress={() => onChange([])}>
              Clear all
            </Button>
          </div>
        )}
      </div>

      <CheckboxGroup
        label="States"
        description={
          statesFailed ? 'We could not load the list of states. Reload the page to try again.' : undefined
        }
        className="onboarding-choices"
        value={ids.map(String)}
        onChange={(values) => onChange(values.map(Number))}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
        isRequired
      >
        {allStates.map((state) => (
          <Checkbox key={state.id} value={String(state.id)} isDisabled={isAtLimit && !chosen.has(state.id)}>
            {state.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </>
  );
}
