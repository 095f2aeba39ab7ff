import { useState } from 'react';
import { TextArea, TextField as RACTextField } from 'react-aria-components';
import type { ExtraDataCertificationsItem } from '../api/types';
import { Checkbox, CheckboxGroup } from '@/components/Checkbox';
import { FieldHelp, FieldLabel } from '@/components/Field';
import { TextField } from '@/components/TextField';
import { StepForm } from '../components/StepForm';
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

const CERTIFICATIONS: ReadonlyArray<{ value: ExtraDataCertificationsItem; label: string }> = [
  { value: '8(a)', label: '8(a) Business Development' },
  { value: 'SDVOSB', label: 'Service-Disabled Veteran-Owned (SDVOSB)' },
  { value: 'WOSB', label: 'Women-Owned Small Business (WOSB)' },
  { value: 'HUBZone', label: 'HUBZone' },
  { value: 'DBE', label: 'Disadvantaged Business Enterprise (DBE)' },
  { value: 'MBE', label: 'Minority Business Enterprise (MBE)' },
  { value: 'SBE', label: 'Small Business Enterprise (SBE)' },
];

function isCertification(value: string): value is ExtraDataCertificationsItem {
  return CERTIFICATIONS.some((certification) => certification.value === value);
}

function validateExtraData(extra: ExtraDataDraft) {
  return {
    bondingCapacity: wholeDollarsError(extra.bondingCapacity),
    ueiNumber: ueiError(extra.ueiNumber),
    cageCode: cageCodeError(extra.cageCode),
    notes: notesError(extra.notes),
  };
}

/** Step 7: optional qualifications that sharpen matches (certifications, bonding, SAM.gov ids). */
export default function ExtraDataPage() {
  const { extraData } = useOnboardingDraft();
  const save = useSaveStep('extra-data');
  const [visited, setVisited] = useState<Partial<Record<keyof ExtraDataDraft, boolean>>>({});
  const errors = validateExtraData(extraData);

  const set = (change: Partial<ExtraDataDraft>) => updateDraft({ extraData: { ...extraData, ...change } });

  /** Text field props: errors show once the field was left or on submit, then follow each keystroke. */
  const textProps = (field: 'bondingCapacity' | 'ueiNumber' | 'cageCode') => ({
    value: extraData[field],
    onChange: (value: string) => set({ [field]: value }),
    onBlur: () => setVisited((current) => ({ ...current, [field]: true })),
    isInvalid: Boolean(visited[field] && errors[field]),
    errorMessage: visited[field] ? errors[field] : undefined,
  });

  const handleSubmit = () => {
    setVisited({ bondingCapacity: true, ueiNumber: true, cageCode: true, notes: true });
    if (Object.values(errors).some(Boolean)) return;
    save.send({
      extra_data: {
        certifications: extraData.certifications,
        bonding_capacity: parseWholeDollars(extraData.bondingCapacity),
        uei_number: extraData.ueiNumber.trim().toUpperCase() || null,
        cage_code: extraData.cageCode.trim().toUpperCase() || null,
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
      <CheckboxGroup
        label="Certifications you hold"
        className="onboarding-choices"
        value={extraData.certifications}
        onChange={(values) => set({ certifications: values.filter(isCertification) })}
      >
        {CERTIFICATIONS.map(({ value, label }) => (
          <Checkbox key={value} value={value}>
            {label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextField
        {...textProps('bondingCapacity')}
        label="Bonding capacity in dollars"
        description="Your aggregate bonding limit, in whole dollars."
        inputMode="numeric"
        placeholder="5,000,000"
      />
      <div className="onboarding-form__row">
        <TextField
          {...textProps('ueiNumber')}
          label="UEI number"
          description="12 characters, from SAM.gov."
        />
        <TextField {...textProps('cageCode')} label="CAGE code" description="5 characters." />
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
