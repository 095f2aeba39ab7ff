import type { ExtraDataCertificationsItem } from '../api/types';
import { Checkbox, CheckboxGroup } from '@/components/Checkbox';
import { TextField } from '@/components/TextField';

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

/** The bonding capacity field's value and its validation, as the form that holds it keeps them. */
export interface BondingCapacityFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isInvalid: boolean;
  errorMessage?: string;
}

interface QualificationFieldsProps {
  certifications: readonly ExtraDataCertificationsItem[];
  onCertificationsChange: (certifications: ExtraDataCertificationsItem[]) => void;
  bondingCapacity: BondingCapacityFieldProps;
}

/**
 * The qualifications set-asides and bonds are checked against, as onboarding asks them and the profile
 * edits them: certifications held and the aggregate bonding capacity.
 */
export function QualificationFields({
  certifications,
  onCertificationsChange,
  bondingCapacity,
}: QualificationFieldsProps) {
  return (
    <>
      <CheckboxGroup
        label="Certifications you hold"
        className="onboarding-choices"
        value={[...certifications]}
        onChange={(values) => onCertificationsChange(values.filter(isCertification))}
      >
        {CERTIFICATIONS.map(({ value, label }) => (
          <Checkbox key={value} value={value}>
            {label}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <TextField
        {...bondingCapacity}
        label="Bonding capacity in dollars"
        description="Your aggregate bonding limit, in whole dollars."
        inputMode="numeric"
        placeholder="5,000,000"
      />
    </>
  );
}
