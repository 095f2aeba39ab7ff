import { type FormEvent, useEffect, useId, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, fieldErrors } from '@/api/errors';
import { Alert } from '@/components/Alert';
import { PasswordRequirements } from '@/components/PasswordRequirements';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Checkbox';
import { Link } from '@/components/Link';
import { PasswordField } from '@/components/PasswordField';
import { TextField } from '@/components/TextField';
import { NAME_MAX_LENGTH } from '@/api/inputLimits';
import { confirmPasswordError, newPasswordError } from '@/lib/password';
import { legalDocuments, paths } from '@/lib/routes';
import { useValidatedForm } from '@/lib/useValidatedForm';
import { useEmailCheck } from '../api/useEmailCheck';
import { OnboardingCard } from '../components/OnboardingCard';
import { getDraft, getSecrets, updateDraft, updateSecrets } from '../draft/onboardingDraft';
import { emailError, requiredTextError } from '../validation';

type AccountField = 'fullName' | 'email' | 'password' | 'confirmation';

const TERMS_ERROR = 'Agree to the Terms & Conditions and Privacy Policy to continue';

function validateAccount(values: Record<AccountField, string>) {
  return {
    fullName: requiredTextError(values.fullName, 'Enter your full name'),
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirmation: confirmPasswordError(values.password, values.confirmation),
  };
}

/** The server's reason an email cannot register (already registered), if it refused one. */
function emailRefusal(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined; // network trouble: don't block (docs/product/error-messages.md#network)
  return fieldErrors(error).email ?? error.message;
}

/**
 * Step 1: who is signing up. Nothing is sent yet but an availability check of the email on blur;
 * the account is created at the end of company build, with these fields (CONVENTIONS "Signup").
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  // Carried to the next step: a plan chosen on /pricing (?plan=) reaches the plan step selected.
  const { search } = useLocation();
  const requirementsId = useId();
  const emailCheck = useEmailCheck();
  const [draft] = useState(getDraft);
  const [secrets] = useState(getSecrets);
  const [acceptedTerms, setAcceptedTerms] = useState(draft.account.acceptedTerms);
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const form = useValidatedForm<AccountField>(
    {
      fullName: draft.account.full_name,
      email: draft.account.email,
      password: secrets.password,
      confirmation: secrets.passwordConfirmation,
    },
    validateAccount,
  );
  const { fullName, email, password, confirmation } = form.values;

  // Every keystroke goes to the draft, so a reload or Back keeps it (the passwords only for this tab).
  useEffect(() => {
    updateDraft({ account: { full_name: fullName, email: email.trim(), acceptedTerms } });
    updateSecrets({ password, passwordConfirmation: confirmation });
  }, [fullName, email, password, confirmation, acceptedTerms]);

  const emailProps = form.fieldProps('email');
  const serverEmailError = emailProps.errorMessage ? undefined : emailRefusal(emailCheck.error);

  const checkEmail = () => {
    if (!emailError(email)) void emailCheck.send(email.trim());
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedToSubmit(true);
    const fieldsValid = form.validateAll();
    if (!fieldsValid || !acceptedTerms) return;
    const outcome = await emailCheck.send(email.trim());
    const refused = !outcome.ok && Boolean(emailRefusal(outcome.error));
    if (!refused) navigate({ pathname: paths.companyBuild, search });
  };

  return (
    <OnboardingCard
      step="Create your account"
      width="narrow"
      intro="Start with your name, work email and a password. Next, tell us about your company."
    >
      <Form className="bl-form-card__form" validationBehavior="aria" onSubmit={handleSubmit}>
        <TextField
          {...form.fieldProps('fullName')}
          label="Full name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          isRequired
        />
        <TextField
          {...emailProps}
          onChange={(value) => {
            emailProps.onChange(value);
            emailCheck.reset(); // the server's verdict was about the old address
          }}
          onBlur={() => {
            emailProps.onBlur();
            checkEmail();
          }}
          isInvalid={emailProps.isInvalid || Boolean(serverEmailError)}
          errorMessage={emailProps.errorMessage ?? serverEmailError}
          description={
            serverEmailError ? undefined : 'We will send a 6-digit code to this address to confirm it.'
          }
          label="Work email"
          type="email"
          autoComplete="email"
          isRequired
        />
        {serverEmailError && (
          <p className="bl-form-card__note">
            Is this you? <Link href={paths.login}>Log in</Link> or{' '}
            <Link href={paths.forgotPassword} routerOptions={{ state: { email: email.trim() } }}>
              reset your password
            </Link>
            .
          </p>
        )}
        <PasswordField
          {...form.fieldProps('password')}
          label="Password"
          autoComplete="new-password"
          aria-describedby={requirementsId}
          isRequired
        />
        <PasswordRequirements id={requirementsId} password={password} />
        <PasswordField
          {...form.fieldProps('confirmation')}
          label="Confirm password"
          autoComplete="new-password"
          isRequired
        />
        <div>
          <Checkbox
            isSelected={acceptedTerms}
            onChange={setAcceptedTerms}
            isInvalid={triedToSubmit && !acceptedTerms}
          >
            I agree to the Terms &amp; Conditions and the Privacy Policy
          </Checkbox>
          <p className="bl-form-card__note">
            Read the{' '}
            <Link href={legalDocuments.terms} target="_blank">
              Terms &amp; Conditions
            </Link>{' '}
            and the{' '}
            <Link href={legalDocuments.privacy} target="_blank">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        {triedToSubmit && !acceptedTerms && <Alert tone="error">{TERMS_ERROR}</Alert>}
        <Button
          type="submit"
          isPending={emailCheck.isPending && triedToSubmit}
          pendingLabel="Checking your email"
        >
          Next
        </Button>
        <p className="bl-form-card__note">
          Already have an account? <Link href={paths.login}>Log in</Link>
        </p>
      </Form>
    </OnboardingCard>
  );
}
