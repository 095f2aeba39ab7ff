import { useState } from 'react';
import { Button } from '@/components/Button';
import { StepForm } from '../components/StepForm';
import {
  EMPTY_INSURANCE_AMOUNTS,
  clearInsuranceAmounts,
  clearInsuranceData,
  updateDraft,
  useOnboardingDraft,
} from '../draft/onboardingDraft';
import { InsuranceFields, insuranceAnswersValid, withPolicyAnswer } from '../fields/InsuranceFields';
import {
  INSURANCE_POLICIES,
  type InsurancePolicy,
  NO_INSURANCE,
  toInsuranceAmountsPayload,
  toInsuranceDataPayload,
} from '../insurance';
import { useSaveStep } from '../savingSteps';

/**
 * Step 6 (/help-our-ai, "Your insurance"): the insurance the company holds, since many bids require
 * it. "Answer No to every question" only fills the answers (Continue saves them); "Skip this step"
 * only skips (saved as skipped, so the step counts as done).
 */
export default function HelpOurAiPage() {
  const { insurance_data: insuranceData, insurance_amounts: insuranceAmounts } = useOnboardingDraft();
  const save = useSaveStep('help-our-ai');
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const [noToAllNotice, setNoToAllNotice] = useState(false);

  const answer = (policy: InsurancePolicy, held: boolean) => {
    setNoToAllNotice(false);
    updateDraft({
      ...withPolicyAnswer(insuranceData, insuranceAmounts, policy, held),
      skipped_insurance: false,
    });
  };

  const handleSubmit = () => {
    setTriedToSubmit(true);
    if (!insuranceAnswersValid(insuranceData, insuranceAmounts)) return;
    const flags = {
      skipped_insurance: false,
      all_no_insurance: INSURANCE_POLICIES.every(({ answer: key }) => insuranceData[key] === false),
    };
    updateDraft(flags);
    save.send({
      insurance_data: toInsuranceDataPayload(insuranceData),
      insurance_amounts: toInsuranceAmountsPayload(insuranceData, insuranceAmounts),
      ...flags,
    });
  };

  // Fills every answer with No; nothing is saved until Continue, so the user sees what is sent.
  const answerNoToAll = () => {
    setTriedToSubmit(false);
    updateDraft({
      insurance_data: NO_INSURANCE,
      insurance_amounts: EMPTY_INSURANCE_AMOUNTS,
      skipped_insurance: false,
    });
    setNoToAllNotice(true);
  };

  const skip = () => {
    // Skipping means "not answered", so earlier answers are cleared rather than half-kept (docs/product/screens.md#onboarding).
    clearInsuranceData();
    clearInsuranceAmounts();
    const flags = { skipped_insurance: true, all_no_insurance: false };
    updateDraft(flags);
    save.send(flags);
  };

  return (
    <StepForm
      step="help-our-ai"
      intro="Many bids ask for proof of insurance. Tell us what you hold and we will flag bids you can answer. You can skip this step and add it later."
      onSubmit={handleSubmit}
      save={save}
      onSkip={skip}
    >
      <div className="onboarding-form__section">
        <Button variant="secondary" onPress={answerNoToAll} isDisabled={save.isPending}>
          Answer No to every question
        </Button>
        <p role="status" className="bl-form-card__note">
          {noToAllNotice
            ? 'Every answer is now No. Check them, then press Continue to save.'
            : 'For a company that holds no insurance. Nothing is saved until you press Continue.'}
        </p>
      </div>
      <InsuranceFields
        answers={insuranceData}
        amounts={insuranceAmounts}
        onAnswer={answer}
        onAmount={(amount, value) =>
          updateDraft({ insurance_amounts: { ...insuranceAmounts, [amount]: value } })
        }
        showMissingAnswers={triedToSubmit}
      />
    </StepForm>
  );
}
