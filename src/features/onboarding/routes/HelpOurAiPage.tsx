import { useState } from 'react';
import { Button } from '@/components/Button';
import { Radio, RadioGroup } from '@/components/RadioGroup';
import { TextField } from '@/components/TextField';
import { StepForm } from '../components/StepForm';
import {
  EMPTY_INSURANCE_AMOUNTS,
  clearInsuranceAmounts,
  clearInsuranceData,
  updateDraft,
  useOnboardingDraft,
} from '../draft/onboardingDraft';
import {
  INSURANCE_POLICIES,
  NO_INSURANCE,
  toInsuranceAmountsPayload,
  toInsuranceDataPayload,
} from '../insurance';
import { useSaveStep } from '../savingSteps';
import { wholeDollarsError } from '../validation';

const ANSWER_REQUIRED = 'Answer yes or no';

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

  const answerError = (held: boolean | null) =>
    triedToSubmit && held === null ? ANSWER_REQUIRED : undefined;
  const isComplete = INSURANCE_POLICIES.every(({ answer }) => insuranceData[answer] !== null);
  const amountsValid = INSURANCE_POLICIES.every(
    ({ answer, amount }) => !amount || !insuranceData[answer] || !wholeDollarsError(insuranceAmounts[amount]),
  );

  const answer = (policy: (typeof INSURANCE_POLICIES)[number], held: boolean) => {
    setNoToAllNotice(false);
    updateDraft({
      insurance_data: { ...insuranceData, [policy.answer]: held },
      // An amount only means something for a policy that is held.
      insurance_amounts:
        policy.amount && !held ? { ...insuranceAmounts, [policy.amount]: '' } : insuranceAmounts,
      skipped_insurance: false,
    });
  };

  const handleSubmit = () => {
    setTriedToSubmit(true);
    if (!isComplete || !amountsValid) return;
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
      {INSURANCE_POLICIES.map((policy) => {
        const held = insuranceData[policy.answer];
        const amountValue = policy.amount ? insuranceAmounts[policy.amount] : '';
        const amountError = wholeDollarsError(amountValue);
        return (
          <div key={policy.answer} className="onboarding-form__section">
            <RadioGroup
              label={policy.question}
              orientation="horizontal"
              value={held === null ? null : held ? 'yes' : 'no'}
              onChange={(value) => answer(policy, value === 'yes')}
              isInvalid={Boolean(answerError(held))}
              errorMessage={answerError(held)}
              isRequired
            >
              <Radio value="yes">Yes</Radio>
              <Radio value="no">No</Radio>
            </RadioGroup>
            {policy.amount && held && (
              <TextField
                label={policy.amountLabel}
                inputMode="numeric"
                placeholder="1,000,000"
                value={amountValue}
                onChange={(value) =>
                  policy.amount &&
                  updateDraft({ insurance_amounts: { ...insuranceAmounts, [policy.amount]: value } })
                }
                isInvalid={Boolean(amountError)}
                errorMessage={amountError}
              />
            )}
          </div>
        );
      })}
    </StepForm>
  );
}
