import { useId, useState } from 'react';
import { Checkbox, CheckboxGroup } from '@/components/Checkbox';
import { CodePicker, NAICS_SEARCH_FAILED } from '@/components/CodePicker';
import { SearchIcon } from '@/components/icons';
import { TagGroup } from '@/components/TagGroup';
import { TextField } from '@/components/TextField';
import { useIndustries, useNaicsSearch, useSolicitationTypes, useUnspscSearch } from '../api/onboardingApi';
import type { OnboardingDraft } from '../draft/onboardingDraft';
import { groupIndustries, matchesSearch, solicitationChoices } from '../industries';
import './IndustryFields.css';

const LOAD_FAILED = 'We could not load this list. Reload the page to try again.';

export const INDUSTRIES_REQUIRED = 'Choose at least one industry';

/** What the company does, in the draft's shape (codes keep their titles). */
export type IndustryAnswers = Pick<
  OnboardingDraft,
  'industry_categories' | 'naics_codes' | 'unspsc_codes' | 'solicitation_types'
>;

/** The optional classification codes: the field each picker fills, and how it searches. */
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

interface IndustryFieldsProps {
  answers: IndustryAnswers;
  onChange: (change: Partial<IndustryAnswers>) => void;
  errorMessage?: string;
  /** The level of the industry groups' headings in the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * What the company does, as onboarding asks it and the profile edits it. Industries are listed under
 * groups a user recognises and can be found by an everyday word; NAICS and UNSPSC codes are optional;
 * solicitation types come once each ("Invitation to Bid" and "Invitation for Bids" are one choice).
 */
export function IndustryFields({ answers, onChange, errorMessage, headingLevel = 2 }: IndustryFieldsProps) {
  const industries = useIndustries();
  const solicitationTypes = useSolicitationTypes();
  const [search, setSearch] = useState('');
  const groupIdPrefix = useId();
  const GroupHeading = `h${headingLevel}` as const;

  const allIndustries = industries.data?.results ?? [];
  const shownGroups = groupIndustries(allIndustries.filter((industry) => matchesSearch(industry, search)));
  const shownCount = shownGroups.reduce((sum, group) => sum + group.industries.length, 0);
  const chosenChips = allIndustries
    .filter((industry) => answers.industry_categories.includes(industry.id))
    .map((industry) => ({ id: String(industry.id), label: industry.name }));

  const choices = solicitationChoices(solicitationTypes.data ?? []);
  const chosenTypes = new Set(answers.solicitation_types);
  const chosenChoiceKeys = choices
    .filter((choice) => choice.ids.some((id) => chosenTypes.has(id)))
    .map((choice) => choice.key);

  const searchStatus = (() => {
    if (!search.trim() || industries.isPending) return '';
    if (shownCount === 0)
      return `No industry matches "${search.trim()}". Try another word, like paving or software.`;
    return shownCount === 1 ? '1 industry matches' : `${shownCount} industries match`;
  })();

  return (
    <>
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
              onChange({
                industry_categories: answers.industry_categories.filter((other) => !keys.has(String(other))),
              })
            }
          />
        )}
      </div>
      <CheckboxGroup
        label="Industries"
        className="industry-groups"
        value={answers.industry_categories.map(String)}
        onChange={(values) => onChange({ industry_categories: values.map(Number) })}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
        description={industries.isError ? LOAD_FAILED : undefined}
        isRequired
      >
        {shownGroups.map((group, index) => {
          const headingId = `${groupIdPrefix}-${index}`;
          return (
            <div key={group.name} role="group" aria-labelledby={headingId} className="industry-group">
              <GroupHeading id={headingId} className="industry-group__title">
                {group.name}
              </GroupHeading>
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
          selected={answers[field]}
          onChange={(codes) => onChange({ [field]: codes })}
        />
      ))}
      <CheckboxGroup
        label="Solicitation types you answer"
        className="onboarding-choices"
        value={chosenChoiceKeys}
        onChange={(keys) =>
          onChange({
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
    </>
  );
}
