import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { useSaveMatchAnswers, useStates } from '../api/onboardingApi';
import { serverErrorMessage } from '../api/errorMessages';
import type { OnboardingUpdate, Profile } from '../api/types';
import { regionOf } from '../coverage';
import { draftFromProfile } from '../draft/draftFromProfile';
import { EMPTY_DRAFT, type OnboardingDraft } from '../draft/onboardingDraft';
import { CoverageFields, STATES_REQUIRED } from '../fields/CoverageFields';
import { INDUSTRIES_REQUIRED, IndustryFields } from '../fields/IndustryFields';
import { InsuranceFields, insuranceAnswersValid, withPolicyAnswer } from '../fields/InsuranceFields';
import { QualificationFields } from '../fields/QualificationFields';
import { useStateAllowance } from '../fields/StateAllowance';
import { INSURANCE_POLICIES, toInsuranceAmountsPayload, toInsuranceDataPayload } from '../insurance';
import { parseWholeDollars, wholeDollarsError } from '../validation';
import { MATCH_GROUP_TITLES, type MatchGroup } from './matchAnswers';
// The shared fields' layout and notes, as the onboarding cards style them.
import '@/components/FormCard.css';
import '../components/OnboardingCard.css';

const SAVE_FAILED_MESSAGE = 'We could not save your answers. Please try again.';

interface MatchAnswersEditorProps {
  group: MatchGroup;
  profile: Profile;
  /** Saved (true) or cancelled (false). */
  onDone: (saved: boolean) => void;
}

/**
 * One group of "What we match on", edited with the fields onboarding asks it with and checked the same
 * way; Save sends that group alone (PUT /auth/onboarding/, sections left out are unchanged).
 */
export function MatchAnswersEditor({ group, profile, onDone }: MatchAnswersEditorProps) {
  const [answers, setAnswers] = useState<OnboardingDraft>(() => ({
    ...EMPTY_DRAFT,
    ...draftFromProfile(profile),
  }));
  const [triedToSave, setTriedToSave] = useState(false);
  const [bondingVisited, setBondingVisited] = useState(false);
  const states = useStates();
  const save = useSaveMatchAnswers();
  const allStates = states.data ?? [];
  const change = (update: Partial<OnboardingDraft>) => setAnswers((current) => ({ ...current, ...update }));
  const extra = answers.extra_data;
  const bondingError = wholeDollarsError(extra.bonding_capacity);
  const { maxStates, limitNote } = useStateAllowance(
    group === 'coverage' ? profile.subscription_plan : undefined,
    allStates.length,
  );

  /** The group's section as sent, or null while an answer is missing or unreadable. */
  const update = ((): Omit<OnboardingUpdate, 'completed_step'> | null => {
    switch (group) {
      case 'coverage': {
        const ids = answers.geographic_coverage.states;
        const region = regionOf(allStates, ids) ?? answers.geographic_coverage.region;
        return ids.length > 0 && region ? { geographic_coverage: { region, states: ids } } : null;
      }
      case 'industries':
        return answers.industry_categories.length === 0
          ? null
          : {
              industry_categories: answers.industry_categories,
              naics_codes: answers.naics_codes.map(({ code }) => code),
              unspsc_codes: answers.unspsc_codes.map(({ code }) => code),
              solicitation_types: answers.solicitation_types,
            };
      case 'insurance':
        return insuranceAnswersValid(answers.insurance_data, answers.insurance_amounts)
          ? {
              insurance_data: toInsuranceDataPayload(answers.insurance_data),
              insurance_amounts: toInsuranceAmountsPayload(answers.insurance_data, answers.insurance_amounts),
              skipped_insurance: false,
              all_no_insurance: INSURANCE_POLICIES.every(
                ({ answer }) => answers.insurance_data[answer] === false,
              ),
            }
          : null;
      case 'qualifications':
        // extra_data is replaced whole: the answers not edited here go back as they were.
        return bondingError
          ? null
          : {
              extra_data: {
                ...profile.profile.extra_data,
                certifications: extra.certifications,
                bonding_capacity: parseWholeDollars(extra.bonding_capacity),
              },
            };
    }
  })();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedToSave(true);
    setBondingVisited(true);
    if (update === null) return;
    save.mutate(update, { onSuccess: () => onDone(true) });
  };

  return (
    <Form
      className="match-answers__editor"
      validationBehavior="aria"
      onSubmit={submit}
      aria-label={`Edit ${MATCH_GROUP_TITLES[group].toLowerCase()}`}
    >
      {save.isError && <Alert tone="error">{serverErrorMessage(save.error, SAVE_FAILED_MESSAGE)}</Alert>}
      {group === 'coverage' && (
        <CoverageFields
          stateIds={answers.geographic_coverage.states}
          onChange={(ids) =>
            change({ geographic_coverage: { region: regionOf(allStates, ids), states: ids } })
          }
          allStates={allStates}
          statesFailed={states.isError}
          errorMessage={
            triedToSave && answers.geographic_coverage.states.length === 0 ? STATES_REQUIRED : undefined
          }
          headingLevel={5}
          maxStates={maxStates}
          limitNote={limitNote}
        />
      )}
      {group === 'industries' && (
        <IndustryFields
          answers={answers}
          onChange={change}
          errorMessage={
            triedToSave && answers.industry_categories.length === 0 ? INDUSTRIES_REQUIRED : undefined
          }
          headingLevel={5}
        />
      )}
      {group === 'insurance' && (
        <InsuranceFields
          answers={answers.insurance_data}
          amounts={answers.insurance_amounts}
          onAnswer={(policy, held) =>
            change(withPolicyAnswer(answers.insurance_data, answers.insurance_amounts, policy, held))
          }
          onAmount={(amount, value) =>
            change({ insurance_amounts: { ...answers.insurance_amounts, [amount]: value } })
          }
          showMissingAnswers={triedToSave}
        />
      )}
      {group === 'qualifications' && (
        <QualificationFields
          certifications={extra.certifications}
          onCertificationsChange={(certifications) => change({ extra_data: { ...extra, certifications } })}
          bondingCapacity={{
            value: extra.bonding_capacity,
            onChange: (value) => change({ extra_data: { ...extra, bonding_capacity: value } }),
            onBlur: () => setBondingVisited(true),
            isInvalid: Boolean(bondingVisited && bondingError),
            errorMessage: bondingVisited ? bondingError : undefined,
          }}
        />
      )}
      <div className="match-answers__actions">
        <Button type="submit" variant="primary" isPending={save.isPending} pendingLabel="Saving">
          Save
        </Button>
        <Button variant="secondary" onPress={() => onDone(false)} isDisabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
