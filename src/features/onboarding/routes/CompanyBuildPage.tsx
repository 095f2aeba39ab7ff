import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { type Key } from 'react-aria-components/Collection';
import { useLocation, useNavigate } from 'react-router-dom';
import { fieldErrors } from '@/api/errors';
import { Alert } from '@/components/Alert';
import { Link } from '@/components/Link';
import { Select } from '@/components/Select';
import { TextField } from '@/components/TextField';
import { getAccessToken } from '@/lib/session';
import { useValidatedForm } from '@/lib/useValidatedForm';
import { NAME_MAX_LENGTH, TAX_ID_MAX_LENGTH, WEBSITE_MAX_LENGTH } from '@/api/inputLimits';
import { serverErrorMessage } from '../api/errorMessages';
import { useSignup, useStates, useUpdateCompany } from '../api/onboardingApi';
import {
  EMPLOYEE_OPTIONS,
  TARGET_CONTRACT_SIZE_OPTIONS,
  YEARS_IN_BUSINESS_OPTIONS,
} from '@/api/companyOptions';
import { OnboardingCard } from '../components/OnboardingCard';
import { coverageWithHomeState } from '../coverage';
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
import { paths } from '@/lib/routes';

/** The snapshot's fixed choices (docs/product/plans-and-limits.md#company-snapshot-choices). */
type ChoiceField = 'no_of_employees' | 'year_in_business' | 'target_contract_size';

/** Named as signup names them, so the Form shows a refusal beside the field it is about. */
type CompanyTextField = 'company_name' | 'company_website' | 'fein_or_ssn_number';

const STATE_REQUIRED = 'This field is required';
const NO_SERVER_ERRORS: Readonly<Record<string, string>> = {};

function validateCompany(values: Record<CompanyTextField, string>) {
  return {
    company_name: requiredTextError(values.company_name, 'Enter your company name'),
    company_website: websiteError(values.company_website),
    fein_or_ssn_number: feinOrSsnError(values.fein_or_ssn_number),
  };
}

/**
 * Step 2: the company snapshot. Continue creates the account (multipart POST /auth/signup/ with the
 * register fields too), stores the tokens, since the next steps are guarded, and goes straight to
 * the verification screen: the server has just emailed the code. A user who comes
 * Back after signing up updates the snapshot instead (PUT /auth/user/update/).
 */
export default function CompanyBuildPage() {
  const navigate = useNavigate();
  // Carried to the next step: a plan chosen on /pricing (?plan=) reaches the plan step selected.
  const { search } = useLocation();
  const draft = useOnboardingDraft();
  const states = useStates();
  const signup = useSignup();
  const updateCompany = useUpdateCompany();
  const [initialDraft] = useState(getDraft);
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const company = draft.company;
  const isSignedUp = draft.isSignedUp && Boolean(getAccessToken());
  const activeMutation = isSignedUp ? updateCompany : signup;
  // The server's field errors go to the Form (validationErrors); an edit puts that refusal away.
  const [editedAfterError, setEditedAfterError] = useState<unknown>(null);
  const refusedFields = useMemo(() => fieldErrors(activeMutation.error), [activeMutation.error]);
  const serverErrors = activeMutation.error === editedAfterError ? NO_SERVER_ERRORS : refusedFields;
  const putServerErrorsAway = () => setEditedAfterError(activeMutation.error);
  const form = useValidatedForm<CompanyTextField>(
    {
      company_name: initialDraft.company.company_name,
      company_website: initialDraft.company.company_website,
      fein_or_ssn_number: getSecrets().feinOrSsn,
    },
    validateCompany,
    { onEdit: putServerErrorsAway },
  );
  const { company_name: companyName, company_website: website, fein_or_ssn_number: feinOrSsn } = form.values;

  useEffect(() => {
    updateDraft({ company: { ...getDraft().company, company_name: companyName, company_website: website } });
    updateSecrets({ feinOrSsn });
  }, [companyName, website, feinOrSsn]);

  const setCompany = (change: Partial<CompanyDraft>) => {
    updateDraft({ company: { ...company, ...change } });
    putServerErrorsAway();
  };

  /** The coverage step then starts from the home state, unless the user chose its states already. */
  const chooseHomeStateForCoverage = (home: number, previousHome: number | null) =>
    updateDraft({
      geographic_coverage: coverageWithHomeState(
        states.data ?? [],
        getDraft().geographic_coverage,
        previousHome,
        home,
      ),
    });

  const setHomeState = (key: Key | null) => {
    const home = key === null ? null : Number(key);
    const previousHome = company.state;
    setCompany({ state: home });
    if (home !== null) chooseHomeStateForCoverage(home, previousHome);
  };

  /** The Select of one fixed choice: its options, the draft's answer, and the option picked back into the draft. */
  const choiceProps = <F extends ChoiceField>(
    field: F,
    options: ReadonlyArray<{ id: CompanyDraft[F]; label: string }>,
  ) => ({
    items: options,
    value: company[field],
    onChange: (key: Key | null) => {
      const chosen = options.find((option) => String(option.id) === String(key));
      if (chosen) setCompany({ [field]: chosen.id });
    },
    isRequired: true,
  });

  const isStateMissing = triedToSubmit && company.state === null;
  const account = draft.account;
  const password = getSecrets().password;
  const isMissingAccount = !isSignedUp && (!account.email || !password);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedToSubmit(true);
    const textValid = form.validateAll();
    // The draft's company is the snapshot both requests take, by the same names; the website goes
    // to signup only, and only when given.
    const { company_website: _website, state, ...choices } = company;
    if (!textValid || state === null || isMissingAccount) return;
    chooseHomeStateForCoverage(state, state);
    const snapshot = { ...choices, company_name: companyName.trim(), state };
    if (isSignedUp) {
      updateCompany.mutate(
        { ...snapshot, full_name: account.full_name.trim() },
        // Back here before verifying: the code is still waiting on the next screen.
        {
          onSuccess: (profile) =>
            navigate({
              pathname: profile.is_email_verified ? paths.geographicCoverage : paths.verification,
              search,
            }),
        },
      );
      return;
    }
    signup.mutate(
      {
        ...snapshot,
        full_name: account.full_name.trim(),
        email: account.email,
        password,
        // Optional fields are left out rather than sent empty.
        ...(website.trim() && { company_website: website.trim() }),
        ...(feinOrSsn.trim() && { fein_or_ssn_number: feinOrSsn.trim() }),
      },
      // The account exists now and the code is on its way: it is asked for on the very next screen.
      { onSuccess: () => navigate({ pathname: paths.verification, search }) },
    );
  };

  const unplacedServerError =
    activeMutation.isError &&
    !serverErrors.company_name &&
    !serverErrors.company_website &&
    !serverErrors.fein_or_ssn_number &&
    !serverErrors.state
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
            <Link href={paths.register}>Go back to Create your account</Link>
          </p>
        </Alert>
      )}
      {unplacedServerError && (
        <Alert tone="error">
          <p>{unplacedServerError}</p>
          {(serverErrors.email || serverErrors.password) && (
            <p>
              <Link href={paths.register}>Change your account details</Link>. Everything you typed here is
              kept.
            </p>
          )}
        </Alert>
      )}

      <Form
        className="bl-form-card__form"
        validationBehavior="aria"
        validationErrors={serverErrors}
        onSubmit={handleSubmit}
      >
        <TextField
          {...form.fieldProps('company_name')}
          label="Company name"
          autoComplete="organization"
          maxLength={NAME_MAX_LENGTH}
          isRequired
        />
        <div className="onboarding-form__row">
          <TextField
            {...form.fieldProps('company_website')}
            label="Company website (optional)"
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={WEBSITE_MAX_LENGTH}
            placeholder="example.com"
          />
          {!isSignedUp && (
            <TextField
              {...form.fieldProps('fein_or_ssn_number')}
              label="FEIN or SSN (optional)"
              description="Leave it blank to skip it. It tells your business apart from others with a similar name. 9 digits; we keep only the last 4."
              inputMode="numeric"
              autoComplete="off"
              maxLength={TAX_ID_MAX_LENGTH}
            />
          )}
        </div>
        <div className="onboarding-form__row">
          <Select label="No. of employees" {...choiceProps('no_of_employees', EMPLOYEE_OPTIONS)} />
          <Select label="Years in business" {...choiceProps('year_in_business', YEARS_IN_BUSINESS_OPTIONS)} />
        </div>
        <div className="onboarding-form__row">
          <Select
            label="Target contract size"
            {...choiceProps('target_contract_size', TARGET_CONTRACT_SIZE_OPTIONS)}
          />
          <Select
            label="State"
            name="state"
            placeholder={states.isPending ? 'Loading states…' : 'Choose a state'}
            items={(states.data ?? []).map((state) => ({ id: state.id, label: state.name }))}
            value={company.state}
            onChange={setHomeState}
            isInvalid={isStateMissing || undefined}
            errorMessage={isStateMissing ? STATE_REQUIRED : undefined}
            description={
              states.isError
                ? 'We could not load the list of states. Reload the page to try again.'
                : undefined
            }
            isRequired
          />
        </div>
        <StepActions
          backTo={paths.register}
          isPending={activeMutation.isPending}
          pendingLabel="Creating your account"
        />
      </Form>
    </OnboardingCard>
  );
}
