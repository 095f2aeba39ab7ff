import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import {
  EMPLOYEE_OPTIONS,
  TARGET_CONTRACT_SIZE_OPTIONS,
  YEARS_IN_BUSINESS_OPTIONS,
} from '@/api/companyOptions';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { Alert } from '@/components/Alert';
import { NAME_MAX_LENGTH } from '@/lib/inputLimits';
import {
  type NoOfEmployees,
  type Profile,
  type ProfileField,
  type ProfileUpdate,
  type State,
  type TargetContractSize,
  type YearInBusiness,
  profileSaveErrors,
  useUpdateProfile,
} from '../api/profile';
import { formatSignupTime } from './formatSignupTime';
import './ProfileDetails.css';

export const PROFILE_MESSAGES = {
  fullNameRequired: 'Enter your full name',
  companyNameRequired: 'Enter your company name',
  required: 'This field is required',
} as const;

interface ProfileDetailsProps {
  profile: Profile;
  /** GET /auth/states/; empty while it loads. */
  states: readonly State[];
  statesFailed?: boolean;
}

/** What the form holds while editing: the update payload, with State possibly not chosen yet. */
type Draft = Omit<ProfileUpdate, 'state'> & { state: number | null };

function draftOf(profile: Profile): Draft {
  return {
    full_name: profile.full_name,
    state: profile.state,
    company_name: profile.company_name,
    no_of_employees: profile.no_of_employees,
    target_contract_size: profile.target_contract_size,
    year_in_business: profile.year_in_business,
  };
}

function validate(draft: Draft): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  if (!draft.full_name.trim()) errors.full_name = PROFILE_MESSAGES.fullNameRequired;
  if (!draft.company_name.trim()) errors.company_name = PROFILE_MESSAGES.companyNameRequired;
  if (draft.state === null) errors.state = PROFILE_MESSAGES.required;
  return errors;
}

function labelOf<T>(options: ReadonlyArray<{ id: T; label: string }>, id: T): string {
  return options.find((option) => option.id === id)?.label ?? String(id);
}

/**
 * Profile tab (docs/product/screens.md#profile-tab): greeting, 'Signup Time', 'Personal Detail' and 'Company Snapshot'. Read-only
 * until Edit; Save sends PUT /auth/user/update/, then the refreshed profile shows read-only again.
 * A refused save stays in editing with everything typed and says what went wrong.
 */
export function ProfileDetails({ profile, states, statesFailed = false }: ProfileDetailsProps) {
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [triedToSave, setTriedToSave] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [saveError, setSaveError] = useState<string>();
  const isEditing = draft !== null;
  const clientErrors = draft && triedToSave ? validate(draft) : {};
  const errorOf = (field: ProfileField) => clientErrors[field] ?? serverErrors[field];
  const stateName =
    states.find((state) => state.id === profile.state)?.name ??
    profile.profile.states.find((state) => state.id === profile.state)?.name;

  const startEditing = () => {
    setDraft(draftOf(profile));
    setTriedToSave(false);
    setServerErrors({});
    setSaveError(undefined);
  };

  const change = (changes: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...changes } : current));
    // Error text clears when the user edits a field (docs/product/error-messages.md#forms).
    const edited = Object.keys(changes);
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !edited.includes(field))),
    );
  };

  const save = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!draft) return;
    setTriedToSave(true);
    if (Object.keys(validate(draft)).length > 0 || draft.state === null) return;
    setSaveError(undefined);
    update.mutate(
      {
        ...draft,
        state: draft.state,
        full_name: draft.full_name.trim(),
        company_name: draft.company_name.trim(),
        year_in_business: Number(draft.year_in_business) as YearInBusiness,
      },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => {
          const { byField, message } = profileSaveErrors(error);
          setServerErrors(byField);
          setSaveError(message);
        },
      },
    );
  };

  return (
    <Form className="profile-details" validationBehavior="aria" onSubmit={save} aria-label="Your profile">
      <div className="profile-details__greeting">
        <h2 className="profile-details__name">Hello, {profile.full_name}</h2>
        <p className="profile-details__signup">
          <span className="profile-details__term">Signup Time</span>{' '}
          <span>{formatSignupTime(profile.last_login)}</span>
        </p>
      </div>

      {saveError && <Alert tone="error">{saveError}</Alert>}

      <section className="profile-details__section" aria-labelledby="personal-detail-title">
        <div className="profile-details__section-header">
          <h3 id="personal-detail-title">Personal Detail</h3>
          {/* Keyed apart: RAC presses on pointer up, and the browser's click that follows must not
              land on a reused element that has just become the submit button. */}
          {isEditing ? (
            <Button
              key="save"
              type="submit"
              variant="primary"
              size="sm"
              isPending={update.isPending}
              pendingLabel="Saving"
            >
              Save
            </Button>
          ) : (
            <Button key="edit" variant="secondary" size="sm" onPress={startEditing}>
              Edit
            </Button>
          )}
        </div>
        <div className="profile-details__grid">
          <TextField
            label="Full Name"
            value={draft?.full_name ?? profile.full_name}
            onChange={(value) => change({ full_name: value })}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            isReadOnly={!isEditing}
            isRequired={isEditing}
            isInvalid={Boolean(errorOf('full_name'))}
            errorMessage={errorOf('full_name')}
          />
          <TextField label="Email" value={profile.email} isReadOnly isDisabled type="email" />
        </div>
      </section>

      <section className="profile-details__section" aria-labelledby="company-snapshot-title">
        <div className="profile-details__section-header">
          <h3 id="company-snapshot-title">Company Snapshot</h3>
        </div>
        {isEditing ? (
          <div className="profile-details__grid">
            <TextField
              label="Company Name"
              value={draft.company_name}
              onChange={(value) => change({ company_name: value })}
              autoComplete="organization"
              maxLength={NAME_MAX_LENGTH}
              isInvalid={Boolean(errorOf('company_name'))}
              errorMessage={errorOf('company_name')}
            />
            <Select
              label="No. of Employees"
              items={EMPLOYEE_OPTIONS}
              value={draft.no_of_employees}
              onChange={(key) => key !== null && change({ no_of_employees: key as NoOfEmployees })}
              isRequired
              isInvalid={Boolean(errorOf('no_of_employees'))}
              errorMessage={errorOf('no_of_employees')}
            />
            <Select
              label="Year in Business"
              items={YEARS_IN_BUSINESS_OPTIONS}
              value={draft.year_in_business}
              onChange={(key) => key !== null && change({ year_in_business: Number(key) as YearInBusiness })}
              isRequired
              isInvalid={Boolean(errorOf('year_in_business'))}
              errorMessage={errorOf('year_in_business')}
            />
            <Select
              label="Target Contract Size"
              items={TARGET_CONTRACT_SIZE_OPTIONS}
              value={draft.target_contract_size}
              onChange={(key) => key !== null && change({ target_contract_size: key as TargetContractSize })}
              isRequired
              isInvalid={Boolean(errorOf('target_contract_size'))}
              errorMessage={errorOf('target_contract_size')}
            />
            <Select
              label="State"
              placeholder={states.length === 0 && !statesFailed ? 'Loading states…' : 'Choose a state'}
              items={states.map((state) => ({ id: state.id, label: state.name }))}
              value={draft.state}
              onChange={(key) => change({ state: key === null ? null : Number(key) })}
              isRequired
              isInvalid={Boolean(errorOf('state'))}
              errorMessage={errorOf('state')}
              description={
                statesFailed
                  ? 'We could not load the list of states. Reload the page to try again.'
                  : undefined
              }
            />
          </div>
        ) : (
          <dl className="profile-details__grid">
            <ReadOnlyValue label="Company Name" value={profile.company_name} />
            <ReadOnlyValue
              label="No. of Employees"
              value={labelOf(EMPLOYEE_OPTIONS, profile.no_of_employees)}
              isRequired
            />
            <ReadOnlyValue
              label="Year in Business"
              value={labelOf(YEARS_IN_BUSINESS_OPTIONS, profile.year_in_business)}
              isRequired
            />
            <ReadOnlyValue
              label="Target Contract Size"
              value={labelOf(TARGET_CONTRACT_SIZE_OPTIONS, profile.target_contract_size)}
              isRequired
            />
            <ReadOnlyValue label="State" value={stateName ?? 'Not set'} isRequired />
          </dl>
        )}
      </section>

      {isEditing && (
        <div className="profile-details__actions">
          <Button type="submit" variant="primary" isPending={update.isPending} pendingLabel="Saving">
            Save changes
          </Button>
          <Button variant="secondary" onPress={() => setDraft(null)} isDisabled={update.isPending}>
            Cancel
          </Button>
        </div>
      )}
    </Form>
  );
}

function ReadOnlyValue({
  label,
  value,
  isRequired = false,
}: {
  label: string;
  value: string;
  isRequired?: boolean;
}) {
  return (
    <div className="profile-details__value">
      <dt>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
