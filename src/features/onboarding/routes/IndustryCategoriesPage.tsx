import { useId, useState } from 'react';
import { Checkbox, CheckboxGroup } from '@/components/Checkbox';
import { CodePicker, NAICS_SEARCH_FAILED } from '@/components/CodePicker';
import { SearchIcon } from '@/components/icons';
import { TagGroup } from '@/components/TagGroup';
import { TextField } from '@/components/TextField';
import { useIndustries, useNaicsSearch, useSolicitationTypes, useUnspscSearch } from '../api/onboardingApi';
import { StepForm } from '../components/StepForm';
import { updateDraft, useOnboardingDraft } from '../draft/onboardingDraft';
import { groupIndustries, matchesSearch, solicitationChoices } from '../industries';
import { useSaveStep } from '../savingSteps';
import './IndustryCategoriesPage.css';

const LOAD_FAILED = 'We could not load this list. Reload the page to try again.';

/** The optional classification codes: the draft field each picker fills, and how it searches. */
const CODE_PICKERS = [
  {
    field: 'naics_codes',
    label: 'NAICS codes',
    description: 'Type a code (like 2373) or words (like paving).',
    useSearch: useNaicsSearch,
    searchFailedMessage: NAICS_SEARCH_FAILED,
  },
  {
    field: 'unspsc_codes',
    label: 'UNSPSC codes',
    description: 'Type a code (like 7214) or words (like resurfacing). A number searches by code.',
    useSearch: useUnspscSearch,
  },
] as const;

/**
 * Step 5: what the company does. Industries are listed under groups a user recognises and can be
 * found by an everyday word; NAICS and UNSPSC codes are optional; solicitation types come once
 * each ("Invitation to Bid" and "Invitation for Bids" are one choice).
 */
export default function IndustryCategoriesPage() {
  const draft = useOnboardingDraft();
  const industries = useIndustries();
  const solicitationTypes = useSolicitationTypes();
  const save = useSaveStep('industry-categories');
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const [search, setSearch] = useState('');
  const groupIdPrefix = useId();

  const allIndustries = industries.data?.results ?? [];
  const shownGroups = groupIndustries(allIndustries.filter((industry) => matchesSearch(industry, search)));
  const shownCount = shownGroups.reduce((sum, group) => sum + group.industries.length, 0);
  const chosenChips = allIndustries
    .filter((industry) => draft.industry_categories.includes(industry.id))
    .map((industry) => ({ id: String(industry.id), label: industry.name }));

  const choices = solicitationChoices(solicitationTypes.data ?? []);
  const chosenTypes = new Set(draft.solicitation_types);
  const chosenChoiceKeys = choices
    .filter((choice) => choice.ids.some((id) => chosenTypes.has(id)))
    .map((choice) => choice.key);

  const industriesError =
    triedToSubmit && draft.industry_categories.length === 0 ? 'Choose at least one industry' : undefined;

  const handleSubmit = () => {
    setTriedToSubmit(true);
    if (draft.industry_categories.length === 0) return;
    save.send({
      industry_categories: draft.industry_categories,
      // The draft keeps each code's title beside it; only the codes are sent.
      naics_codes: draft.naics_codes.map(({ code }) => code),
      unspsc_codes: draft.unspsc_codes.map(({ code }) => code),
      solicitation_types: draft.solicitation_types,
    });
  };

  const searchStatus = (() => {
    if (!search.trim() || industries.isPending) return '';
    if (shownCount === 0)
      return `No industry matches "${search.trim()}". Try another word, like paving or software.`;
    return shownCount === 1 ? '1 industry matches' : `${shownCount} industries match`;
  })();

  return (
    <StepForm
      step="industry-categories"
      intro="Choose your industries: we use them to pick the bids on your first dashboard. Add NAICS or UNSPSC codes if you know them: they make matches more precise."
      onSubmit={handleSubmit}
      save={save}
    >
      <div className="industry-search">
        <TextField
          label="Search industries"
          description="Type a word, like paving, software or cleaning."
          type="search"
          value={search}
          onChange={setSearch}
          icon={<SearchIcon size={18} />}
        />
        <p role="status" className="bl-form-card__note">
          {searchStatus}
        </p>
        {chosenChips.length > 0 && (
          <TagGroup
            aria-label="Chosen industries"
            items={chosenChips}
            onRemove={(keys) =>
              updateDraft({
                industry_categories: draft.industry_categories.filter((other) => !keys.has(String(other))),
              })
            }
          />
        )}
      </div>
      <CheckboxGroup
        label="Industries"
        className="industry-groups"
        value={draft.industry_categories.map(String)}
        onChange={(values) => updateDraft({ industry_categories: values.map(Number) })}
        isInvalid={Boolean(industriesError)}
        errorMessage={industriesError}
        description={industries.isError ? LOAD_FAILED : undefined}
        isRequired
      >
        {shownGroups.map((group, index) => {
          const headingId = `${groupIdPrefix}-${index}`;
          return (
            <div key={group.name} role="group" aria-labelledby={headingId} className="industry-group">
              <h2 id={headingId} className="industry-group__title">
                {group.name}
              </h2>
              <div className="industry-group__items">
                {group.industries.map((industry) => (
                  <Checkbox key={industry.id} value={String(industry.id)}>
                    {industry.name}
                  </Checkbox>
                ))}
              </div>
            </div>
          );
        })}
      </CheckboxGroup>
      {CODE_PICKERS.map(({ field, ...picker }) => (
        <CodePicker
          key={field}
          {...picker}
          selected={draft[field]}
          onChange={(codes) => updateDraft({ [field]: codes })}
        />
      ))}
      <CheckboxGroup
        label="Solicitation types you answer"
        className="onboarding-choices"
        value={chosenChoiceKeys}
        onChange={(keys) =>
          updateDraft({
            solicitation_types: choices
              .filter((choice) => keys.includes(choice.key))
              .flatMap((choice) => choice.ids),
          })
        }
        description={solicitationTypes.isError ? LOAD_FAILED : 'Leave empty to see every type.'}
      >
        {choices.map((choice) => (
          <Checkbox key={choice.key} value={choice.key}>
            {choice.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </StepForm>
  );
}
