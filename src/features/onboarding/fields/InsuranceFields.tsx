import { Radio, RadioGroup } from '@/components/RadioGroup';
import { TextField } from '@/components/TextField';
import type { InsuranceAnswers, TypedInsuranceAmounts } from '../draft/onboardingDraft';
import { INSURANCE_POLICIES, type InsurancePolicy } from '../insurance';
import { wholeDollarsError } from '../validation';

const ANSWER_REQUIRED = 'Answer yes or no';

interface InsuranceFieldsProps {
  answers: InsuranceAnswers;
  amounts: TypedInsuranceAmounts;
  onAnswer: (policy: InsurancePolicy, held: boolean) => void;
  onAmount: (amount: keyof TypedInsuranceAmounts, value: string) => void;
  /** After a submit: unanswered questions say so. */
  showMissingAnswers: boolean;
}

/** Every policy's answer is given and every typed limit reads as whole dollars. */
export function insuranceAnswersValid(answers: InsuranceAnswers, amounts: TypedInsuranceAmounts): boolean {
  return INSURANCE_POLICIES.every(
    ({ answer, amount }) =>
      answers[answer] !== null && (!amount || !answers[answer] || !wholeDollarsError(amounts[amount])),
  );
}

/** The answers after one policy's answer; an amount only means something for a policy that is held. */
export function withPolicyAnswer(
  answers: InsuranceAnswers,
  amounts: TypedInsuranceAmounts,
  policy: InsurancePolicy,
  held: boolean,
): { insurance_data: InsuranceAnswers; insurance_amounts: TypedInsuranceAmounts } {
  return {
    insurance_data: { ...answers, [policy.answer]: held },
    insurance_amounts: policy.amount && !held ? { ...amounts, [policy.amount]: '' } : amounts,
  };
}

/**
 * The insurance the company holds and each policy's limit, as onboarding asks it and the profile edits
 * it: the limit is asked only for a policy that is held.
 */
export function InsuranceFields({
  answers,
  amounts,
  onAnswer,
  onAmount,
  showMissingAnswers,
}: InsuranceFieldsProps) {
  return INSURANCE_POLICIES.map((policy) => {
    const held = answers[policy.answer];
    const answerError = showMissingAnswers && held === null ? ANSWER_REQUIRED : undefined;
    const amountValue = policy.amount ? amounts[policy.amount] : '';
    const amountError = wholeDollarsError(amountValue);
    return (
      <div key={policy.answer} className="onboarding-form__section">
        <RadioGroup
          label={policy.question}
          orientation="horizontal"
          value={held === null ? null : held ? 'yes' : 'no'}
          onChange={(value) => onAnswer(policy, value === 'yes')}
          isInvalid={Boolean(answerError)}
          errorMessage={answerError}
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
            onChange={(value) => policy.amount && onAmount(policy.amount, value)}
            isInvalid={Boolean(amountError)}
            errorMessage={amountError}
          />
        )}
      </div>
    );
  });
}
