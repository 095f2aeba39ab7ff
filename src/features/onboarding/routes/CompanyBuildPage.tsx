import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { fieldErrors } from '@/api/errors';
import type { NoOfEmployees, TargetContractSize, YearInBusiness } from '../api/types';
import { Alert } from '@/components/Alert';
import { Link } from '@/components/Link';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { getAccessToken } from '@/lib/session';
import { useValidatedForm } from '@/lib/useValidatedForm';
import { NAME_MAX_LENGTH, TAX_ID_MAX_LENGTH, WEBSITE_MAX_LENGTH } from '@/lib/inputLimits';
import { serverErrorMessage } from '../api/errorMessages';
import { useSignup, useStates, useUpdateCompany } from '../api/onboardingApi';
import {
  EMPLOYEE_OPTIONS,
  TARGET_CONTRACT_SIZE_OPTIONS,
  YEARS_IN_BUSINESS_OPTIONS,
} from '@/api/companyOptions';
import { OnboardingCard } from '../components/OnboardingCard';
import { StepActions } from '../components/StepActions';
import {
  type CompanyDraft,
  getDraft,
  getSecrets,
  updateDraft,
  updateSecrets,
  useOnboardingDraft,
} from '../draft/onboardingDraft';
import { feinOrSsnError, requiredTextError, websiteError } from '../validation';

type CompanyTextField = 'companyName' | 'website' | 'feinOrSsn';

const STATE_REQUIRED = 'This field is required';

function validateCompany(values: Record<CompanyTextField, string>) {
  return {
    companyName: requiredTextError(values.companyName, 'Enter your company name'),
    website: websiteError(values.website),
    feinOrSsn: feinOrSsnError(values.feinOrSsn),
  };
}

/** Signup's field names -> this screen's fields, so a refusal shows beside what the user typed. */
const SERVER_FIELD_TO_FIELD: Readonly<Record<string, CompanyTextField | 'stateId'>> = {
  company_name: 'companyName',
  company_website: 'website',
  fein_or_ssn_number: 'feinOrSsn',
  state: 'stateId',
};

/**
 * Step 2: the company snapshot. Continue creates the account (multipart POST /auth/signup/ with the
 * register fields too), stores the tokens, since the next steps are guarded, and goes straight to
 * the verification screen: the server has just emailed the code. A user who comes
 * Back after signing up updates the snapshot instead (PUT /auth/user/update/).
 */
export default function CompanyBuildPage() {
  const navigate = useNavigate();
  const draft = useOnboardingDraft();
  const states = useStates();
  const signup = useSignup();
  const updateCompany = useUpdateCompany();
  const [initialDraft] = useState(getDraft);
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useValidatedForm<CompanyTextField>(
    {
      companyName: initialDraft.company.companyName,
      website: initialDraft.company.website,
      feinOrSsn: getSecrets().feinOrSsn,
    },
    validateCompany,
    { onEdit: () => setServerErrors({}) },
  );
  const { companyName, website, feinOrSsn } = form.values;
  const company = draft.company;
  const isSignedUp = draft.isSignedUp && Boolean(getAccessToken());

  useEffect(() => {
    updateDraft({ company: { ...getDraft().company, companyName, website } });
    updateSecrets({ feinOrSsn });
  }, [companyName, website, feinOrSsn]);

  const setCompany = (change: Partial<CompanyDraft>) => {
    updateDraft({ company: { ...company, ...change } });
    setServerErrors({});
  };

  const textProps = (field: CompanyTextField) => {
    const props = form.fieldProps(field);
    const serverError = props.errorMessage ? undefined : serverErrors[field];
    return {
      ...props,
      isInvalid: props.isInvalid || Boolean(serverError),
      errorMessage: props.errorMessage ?? serverError,
    };
  };

  const stateError =
    (triedToSubmit && company.stateId === null ? STATE_REQUIRED : undefined) ?? serverErrors.stateId;
  const account = draft.account;
  const password = getSecrets().password;
  const isMissingAccount = !isSignedUp && (!account.email || !password);
  const activeMutation = isSignedUp ? updateCompany : signup;

  const showServerErrors = (error: unknown) => {
    const byField: Record<string, string> = {};
    for (const [serverField, message] of Object.entries(fieldErrors(error))) {
      byField[SERVER_FIELD_TO_FIELD[serverField] ?? serverField] = message;
    }
    setServerErrors(byField);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedToSubmit(true);
    const textValid = form.validateAll();
    if (!textValid || company.stateId === null || isMissingAccount) return;
    const options = { onError: showServerErrors };
    const snapshot = {
      company_name: companyName.trim(),
      no_of_employees: company.employees,
      year_in_business: company.yearsInBusiness,
      target_contract_size: company.targetContractSize,
      state: company.stateId,
    };
    if (isSignedUp) {
      updateCompany.mutate(
        { ...snapshot, full_name: account.fullName.trim() },
        // Back here before verifying: the code is still waiting on the next screen.
        {
          ...options,
          onSuccess: (profile) =>
            navigate(profile.is_email_verified ? '/geographic-coverage' : '/verification'),
        },
      );
      return;
    }
    signup.mutate(
      {
        ...snapshot,
        full_name: account.fullName.trim(),
        email: account.email,
        password,
        // Optional fields are left out rather than sent empty.
        ...(website.trim() && { company_website: website.trim() }),
        ...(feinOrSsn.trim() && { fein_or_ssn_number: feinOrSsn.trim() }),
      },
      // The account exists now and the code is on its way: it is asked for on the very next screen.
      { ...options, onSuccess: () => navigate('/verification') },
    );
  };

  const unplacedServerError =
    activeMutation.isError &&
    !serverErrors.companyName &&
    !serverErrors.website &&
    !serverErrors.feinOrSsn &&
    !serverErrors.stateId
      ? (serverErrors.email ?? serverErrors.password ?? serverErrorMessage(activeMutation.error))
      : undefined;

  return (
    <OnboardingCard
      step="About your company"
      intro={
        isSignedUp
          ? 'We use these details to find bids that fit your size and experience.'
          : 'We use these details to find bids that fit your size and experience. Continue creates your account and emails you a 6-digit code.'
      }
    >
      {triedToSubmit && isMissingAccount && (
        <Alert tone="error">
          <p>We need your email and password before we can create your account.</p>
          <p>
            <Link href="/register">Go back to Create your account</Link>
          </p>
        </Alert>
      )}
      {unplacedServerError && (
        <Alert tone="error">
          <p>{unplacedServerError}</p>
          {(serverErrors.email || serverErrors.password) && (
            <p>
              <Link href="/register">Change your account details</Link>. Everything you typed here is kept.
            </p>
          )}
        </Alert>
      )}

      <Form className="onboarding-form" validationBehavior="aria" onSubmit={handleSubmit}>
        <TextField
          {...textProps('companyName')}
          label="Company name"
          autoComplete="organization"
          maxLength={NAME_MAX_LENGTH}
          isRequired
        />
        <div className="onboarding-form__row">
          <TextField
            {...textProps('website')}
            label="Company website (optional)"
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={WEBSITE_MAX_LENGTH}
            placeholder="example.com"
          />
          {!isSignedUp && (
            <TextField
              {...textProps('feinOrSsn')}
              label="FEIN or SSN (optional)"
              description="9 digits. We only keep the last 4."
              inputMode="numeric"
              autoComplete="off"
              maxLength={TAX_ID_MAX_LENGTH}
            />
          )}
        </div>
        <div className="onboarding-form__row">
          <Select
            label="No. of employees"
            items={EMPLOYEE_OPTIONS}
            value={company.employees}
            onChange={(key) => key !== null && setCompany({ employees: key as NoOfEmployees })}
            isRequired
          />
          <Select
            label="Years in business"
            items={YEARS_IN_BUSINESS_OPTIONS}
            value={company.yearsInBusiness}
            onChange={(key) => key !== null && setCompany({ yearsInBusiness: Number(key) as YearInBusiness })}
            isRequired
          />
        </div>
        <div className="onboarding-form__row">
          <Select
            label="Target contract size"
            items={TARGET_CONTRACT_SIZE_OPTIONS}
            value={company.targetContractSize}
            onChange={(key) => key !== null && setCompany({ targetContractSize: key as TargetContractSize })}
            isRequired
          />
          <Select
            label="State"
            placeholder={states.isPending ? 'Loading states…' : 'Choose a state'}
            items={(states.data ?? []).map((state) => ({ id: state.id, label: state.name }))}
            value={company.stateId}
            onChange={(key) => setCompany({ stateId: key === null ? null : Number(key) })}
            isInvalid={Boolean(stateError)}
            errorMessage={stateError}
            description={
              states.isError
                ? 'We could not load the list of states. Reload the page to try again.'
                : undefined
            }
            isRequired
          />
        </div>
        <StepActions
          backTo="/register"
          isPending={activeMutation.isPending}
          pendingLabel="Creating your account"
        />
      </Form>
    </OnboardingCard>
  );
}
