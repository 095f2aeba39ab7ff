import { useState } from 'react';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField as RACTextField } from 'react-aria-components/TextField';
import { FieldHelp, FieldLabel } from '@/components/Field';
import { TextField } from '@/components/TextField';
import { StepForm } from '../components/StepForm';
import { QualificationFields } from '../fields/QualificationFields';
import { type ExtraDataDraft, updateDraft, useOnboardingDraft } from '../draft/onboardingDraft';
import {
  NOTES_MAX_LENGTH,
  cageCodeError,
  notesError,
  parseWholeDollars,
  ueiError,
  wholeDollarsError,
} from '../validation';
import { useSaveStep } from '../savingSteps';

function validateExtraData(extra: ExtraDataDraft) {
  return {
    bonding_capacity: wholeDollarsError(extra.bonding_capacity),
    uei_number: ueiError(extra.uei_number),
    cage_code: cageCodeError(extra.cage_code),
    notes: notesError(extra.notes),
  };
}

/** Step 7: optional qualifications that sharpen matches (certifications, bonding, SAM.gov ids). */
export default function ExtraDataPage() {
  const { extra_data: extraData } = useOnboardingDraft();
  const save = useSaveStep('extra-data');
  const [visited, setVisited] = useState<Partial<Record<keyof ExtraDataDraft, boolean>>>({});
  const errors = validateExtraData(extraData);

  const set = (change: Partial<ExtraDataDraft>) => updateDraft({ extra_data: { ...extraData, ...change } });

  /** Text field props: errors show once the field was left or on submit, then follow each keystroke. */
  const textProps = (field: 'bonding_capacity' | 'uei_number' | 'cage_code') => ({
    value: extraData[field],
    onChange: (value: string) => set({ [field]: value }),
    onBlur: () => setVisited((current) => ({ ...current, [field]: true })),
    isInvalid: Boolean(visited[field] && errors[field]),
    errorMessage: visited[field] ? errors[field] : undefined,
  });

  const handleSubmit = () => {
    setVisited({ bonding_capacity: true, uei_number: true, cage_code: true, notes: true });
    if (Object.values(errors).some(Boolean)) return;
    save.send({
      // The draft holds extra_data's own fields; only the typed ones are tidied and the number read.
      extra_data: {
        ...extraData,
        bonding_capacity: parseWholeDollars(extraData.bonding_capacity),
        uei_number: extraData.uei_number.trim().toUpperCase() || null,
        cage_code: extraData.cage_code.trim().toUpperCase() || null,
        notes: extraData.notes.trim(),
      },
    });
  };

  // Only skips: what was typed stays in the draft but is not sent; the step counts as done.
  const skip = () => save.send();

  return (
    <StepForm
      step="extra-data"
      intro="All optional: answer what you know, or skip this step. Certifications and bonding capacity help us find set-aside bids and bids you can bond."
      onSubmit={handleSubmit}
      save={save}
      onSkip={skip}
    >
      <QualificationFields
        certifications={extraData.certifications}
        onCertificationsChange={(certifications) => set({ certifications })}
        bondingCapacity={textProps('bonding_capacity')}
      />
      <div className="onboarding-form__row">
        <TextField
          {...textProps('uei_number')}
          label="UEI number"
          description="12 characters, from SAM.gov."
        />
        <TextField {...textProps('cage_code')} label="CAGE code" description="5 characters." />
      </div>
      <RACTextField
        className="bl-field"
        value={extraData.notes}
        onChange={(notes) => set({ notes })}
        onBlur={() => setVisited((current) => ({ ...current, notes: true }))}
        isInvalid={Boolean(visited.notes && errors.notes)}
      >
        <FieldLabel>Anything else we should know?</FieldLabel>
        <div className="bl-input-group">
          <TextArea className="bl-input onboarding-textarea" rows={4} />
        </div>
        <FieldHelp
          description={`For example your specialties or how far you travel. ${extraData.notes.length} of ${NOTES_MAX_LENGTH} characters.`}
          errorMessage={errors.notes}
        />
      </RACTextField>
    </StepForm>
  );
}
