import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import {
  EMPLOYEE_OPTIONS,
  TARGET_CONTRACT_SIZE_OPTIONS,
  YEARS_IN_BUSINESS_OPTIONS,
} from '@/api/companyOptions';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { Alert } from '@/components/Alert';
import { NAME_MAX_LENGTH } from '@/api/inputLimits';
import {
  type Profile,
  type ProfileField,
  type ProfileUpdate,
  type State,
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

type ChoiceField = 'no_of_employees' | 'year_in_business' | 'target_contract_size';

/** One fixed choice of the snapshot: the field it sets and the options (docs/product/plans-and-limits.md#company-snapshot-choices). */
type SnapshotChoice = {
  [F in ChoiceField]: { field: F; label: string; options: ReadonlyArray<{ id: Draft[F]; label: string }> };
}[ChoiceField];

/** A choice as the form reads it: any of the fields, any of their options. */
type AnyChoice = {
  field: ChoiceField;
  label: string;
  options: ReadonlyArray<{ id: Draft[ChoiceField]; label: string }>;
};

/** The snapshot's fixed choices: a Select each while editing, the chosen label otherwise. */
const SNAPSHOT_CHOICES: readonly SnapshotChoice[] = [
  { field: 'no_of_employees', label: 'No. of Employees', options: EMPLOYEE_OPTIONS },
  { field: 'year_in_business', label: 'Year in Business', options: YEARS_IN_BUSINESS_OPTIONS },
  { field: 'target_contract_size', label: 'Target Contract Size', options: TARGET_CONTRACT_SIZE_OPTIONS },
];

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
  const errorProps = (field: ProfileField) => ({
    isInvalid: Boolean(errorOf(field)),
    errorMessage: errorOf(field),
  });
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
            {...errorProps('full_name')}
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
              {...errorProps('company_name')}
            />
            {SNAPSHOT_CHOICES.map(({ field, label, options }: AnyChoice) => (
              <Select
                key={field}
                label={label}
                items={options}
                value={draft[field]}
                onChange={(key) => {
                  const chosen = options.find((option) => String(option.id) === String(key));
                  if (chosen) change({ [field]: chosen.id });
                }}
                isRequired
                {...errorProps(field)}
              />
            ))}
            <Select
              label="State"
              placeholder={states.length === 0 && !statesFailed ? 'Loading states…' : 'Choose a state'}
              items={states.map((state) => ({ id: state.id, label: state.name }))}
              value={draft.state}
              onChange={(key) => change({ state: key === null ? null : Number(key) })}
              isRequired
              {...errorProps('state')}
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
            {SNAPSHOT_CHOICES.map(({ field, label, options }) => (
              <ReadOnlyValue key={field} label={label} value={labelOf(options, profile[field])} isRequired />
            ))}
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
