import { useState } from 'react';
import { StepForm } from '../components/StepForm';
import { updateDraft, useOnboardingDraft } from '../draft/onboardingDraft';
import { INDUSTRIES_REQUIRED, IndustryFields } from '../fields/IndustryFields';
import { useSaveStep } from '../savingSteps';

/** Step 5: what the company does (IndustryFields, which the profile's "What we match on" shares). */
export default function IndustryCategoriesPage() {
  const draft = useOnboardingDraft();
  const save = useSaveStep('industry-categories');
  const [triedToSubmit, setTriedToSubmit] = useState(false);

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

  return (
    <StepForm
      step="industry-categories"
      intro="Choose your industries: we use them to pick the bids on your first dashboard. Add NAICS or UNSPSC codes if you know them: they make matches more precise."
      onSubmit={handleSubmit}
      save={save}
    >
      <IndustryFields
        answers={draft}
        onChange={updateDraft}
        errorMessage={
          triedToSubmit && draft.industry_categories.length === 0 ? INDUSTRIES_REQUIRED : undefined
        }
      />
    </StepForm>
  );
}
