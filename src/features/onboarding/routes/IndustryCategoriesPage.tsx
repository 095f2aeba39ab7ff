import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Checkbox, CheckboxGroup } from '@/components';
import {
  useIndustries,
  useNaicsSearch,
  useSaveOnboardingStep,
  useSolicitationTypes,
  useUnspscSearch,
} from '../api/onboardingApi';
import { CodePicker } from '../components/CodePicker';
import { StepForm } from '../components/StepForm';
import { updateDraft, useOnboardingDraft } from '../draft/onboardingDraft';

const LOAD_FAILED = 'We could not load this list. Reload the page to try again.';

/** Step 4: what the company does: industries, optional NAICS and UNSPSC codes, the kinds of solicitation it answers. */
export default function IndustryCategoriesPage() {
  const navigate = useNavigate();
  const draft = useOnboardingDraft();
  const industries = useIndustries();
  const solicitationTypes = useSolicitationTypes();
  const save = useSaveOnboardingStep();
  const [triedToSubmit, setTriedToSubmit] = useState(false);

  const industriesError =
    triedToSubmit && draft.industryCategory.length === 0 ? 'Choose at least one industry' : undefined;

  const handleSubmit = () => {
    setTriedToSubmit(true);
    if (draft.industryCategory.length === 0) return;
    save.mutate(
      {
        completed_step: 'industry-categories',
        industry_categories: draft.industryCategory,
        naics_codes: draft.naicsCodes.map(({ code }) => code),
        unspsc_codes: draft.unspscCodes.map(({ code }) => code),
        solicitation_types: draft.solicitationTypes,
      },
      { onSuccess: () => navigate('/help-our-ai') },
    );
  };

  return (
    <StepForm
      step="What your company does"
      intro="Choose your industries. Add NAICS or UNSPSC codes if you know them: they make matches more precise."
      backTo="/geographic-coverage"
      onSubmit={handleSubmit}
      isSaving={save.isPending}
      saveError={save.error}
    >
      <CheckboxGroup
        label="Industries"
        className="onboarding-choices"
        value={draft.industryCategory.map(String)}
        onChange={(values) => updateDraft({ industryCategory: values.map(Number) })}
        isInvalid={Boolean(industriesError)}
        errorMessage={industriesError}
        description={industries.isError ? LOAD_FAILED : undefined}
        isRequired
      >
        {(industries.data?.results ?? []).map((industry) => (
          <Checkbox key={industry.id} value={String(industry.id)}>
            {industry.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CodePicker
        label="NAICS codes"
        description="Type a code (like 2373) or words (like paving)."
        selected={draft.naicsCodes}
        onChange={(naicsCodes) => updateDraft({ naicsCodes })}
        useSearch={useNaicsSearch}
      />
      <CodePicker
        label="UNSPSC codes"
        description="Type a code (like 7214) or words (like resurfacing). A number searches by code."
        selected={draft.unspscCodes}
        onChange={(unspscCodes) => updateDraft({ unspscCodes })}
        useSearch={useUnspscSearch}
      />
      <CheckboxGroup
        label="Solicitation types you answer"
        className="onboarding-choices"
        value={draft.solicitationTypes.map(String)}
        onChange={(values) => updateDraft({ solicitationTypes: values.map(Number) })}
        description={solicitationTypes.isError ? LOAD_FAILED : 'Leave empty to see every type.'}
      >
        {(solicitationTypes.data ?? []).map((type) => (
          <Checkbox key={type.id} value={String(type.id)}>
            {type.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </StepForm>
  );
}
