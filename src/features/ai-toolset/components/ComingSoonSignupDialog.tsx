import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/Button';
import { CheckCircleIcon } from '@/components/icons';
import { Dialog, Modal } from '@/components/Dialog';
import { Link } from '@/components/Link';
import { TextField } from '@/components/TextField';
import { brand } from '@/lib/brand';
import { NAME_MAX_LENGTH } from '@/api/inputLimits';
import { returnToState } from '@/lib/returnPath';
import { type FormErrors, type FormValues, useValidatedForm } from '@/lib/useValidatedForm';
import { useIsLoggedIn } from '@/lib/useIsLoggedIn';
import { hasRecordedSubmission, isAlreadyRegistered, useComingSoonSignup } from '../api/comingSoonSignup';
import './ComingSoonSignupDialog.css';
import { paths } from '@/lib/routes';

/** docs/product/plans-and-limits.md#timings, AI Toolset signup: how long a result shows before the form is back, empty. */
export const RESULT_RESET_MS = 2000;

export const SIGNUP_MESSAGES = {
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter a valid email address, like name@company.com',
  nameRequired: 'Enter your full name',
} as const;

// Deliberately loose: the server is the judge; this only catches obvious typos before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type SignupField = 'email' | 'fullName';

function validateSignup({ email, fullName }: FormValues<SignupField>): FormErrors<SignupField> {
  const errors: FormErrors<SignupField> = {};
  if (!email.trim()) errors.email = SIGNUP_MESSAGES.emailRequired;
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = SIGNUP_MESSAGES.emailInvalid;
  if (!fullName.trim()) errors.fullName = SIGNUP_MESSAGES.nameRequired;
  return errors;
}

const RESULTS = {
  success: { title: 'Thank You!', message: "We'll contact you when AI Toolset is ready." },
  already_submitted: {
    title: "You're Already Registered!",
    message: "We'll notify you when AI Toolset is ready.",
  },
} as const;

interface ComingSoonSignupDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** docs/product/screens.md#ai-toolset-coming-soon: the notify-me signup behind 'Get Notified'. */
export function ComingSoonSignupDialog({ isOpen, onOpenChange }: ComingSoonSignupDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title="Get Notified">
        {/* Mounted only while open: closing resets the status (docs/product/screens.md#ai-toolset-coming-soon). */}
        <SignupContent />
      </Dialog>
    </Modal>
  );
}

/**
 * docs/product/screens.md#ai-toolset-coming-soon statuses: idle, loading, success, already_submitted. A result shows for 2 s, then the empty
 * form is back (a later visit in this tab starts as already submitted). A failure shows no message
 * (docs/product/error-messages.md#ai-toolset-signup) and keeps what was typed.
 */
function SignupContent() {
  const isLoggedIn = useIsLoggedIn();
  const signup = useComingSoonSignup();
  const { reset: resetSignup } = signup;
  const [startsRegistered] = useState(hasRecordedSubmission);
  const [isFormReturning, setFormReturning] = useState(false);

  const resultOfSubmit = signup.isSuccess
    ? 'success'
    : isAlreadyRegistered(signup.error)
      ? 'already_submitted'
      : null;

  useEffect(() => {
    if (!resultOfSubmit) return;
    const timer = setTimeout(() => {
      resetSignup();
      setFormReturning(true);
    }, RESULT_RESET_MS);
    return () => clearTimeout(timer);
  }, [resultOfSubmit, resetSignup]);

  if (resultOfSubmit) return <SignupResult kind={resultOfSubmit} takesFocus />;
  if (startsRegistered) return <SignupResult kind="already_submitted" />;
  if (!isLoggedIn) return <LogInFirst />;
  return (
    <SignupForm
      isSubmitting={signup.isPending}
      takesFocus={isFormReturning}
      onSubmit={(values) => signup.mutate({ data: values })}
    />
  );
}

interface SignupFormProps {
  isSubmitting: boolean;
  /** Put the cursor back in the form when it returns after a result. */
  takesFocus: boolean;
  onSubmit: (values: { email: string; name: string }) => void;
}

function SignupForm({ isSubmitting, takesFocus, onSubmit }: SignupFormProps) {
  const formRef = useFocusOnMount<HTMLFormElement>(takesFocus);
  const form = useValidatedForm<SignupField>({ email: '', fullName: '' }, validateSignup);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting || !form.validateAll()) return;
    onSubmit({ email: form.values.email.trim(), name: form.values.fullName.trim() });
  };

  return (
    <Form ref={formRef} className="coming-soon-signup" validationBehavior="aria" onSubmit={handleSubmit}>
      <p className="coming-soon-signup__intro">
        Leave your email and name, and we&apos;ll let you know when the A.I. Toolset is ready.
      </p>
      <TextField
        {...form.fieldProps('email')}
        label="Enter your Email Id:"
        type="email"
        autoComplete="email"
        isRequired
        isDisabled={isSubmitting}
      />
      <TextField
        {...form.fieldProps('fullName')}
        label="Full Name:"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        isRequired
        isDisabled={isSubmitting}
      />
      <Button
        type="submit"
        isFullWidth
        isPending={isSubmitting}
        pendingLabel="Submitting..."
        className="coming-soon-signup__submit"
      >
        {isSubmitting ? 'Submitting...' : 'Signup for Regular Updates'}
      </Button>
    </Form>
  );
}

function SignupResult({ kind, takesFocus = false }: { kind: keyof typeof RESULTS; takesFocus?: boolean }) {
  // The submit button that had focus is gone: move focus to the news, so screen readers read it.
  const titleRef = useFocusOnMount<HTMLHeadingElement>(takesFocus);
  const { title, message } = RESULTS[kind];
  return (
    <div className="coming-soon-signup__result">
      <CheckCircleIcon size={40} className="coming-soon-signup__result-icon" />
      <h3 ref={titleRef} tabIndex={-1} className="coming-soon-signup__result-title">
        {title}
      </h3>
      <p>{message}</p>
    </div>
  );
}

/**
 * Moves focus, once on mount and only when asked, to the element (or the first field inside it):
 * the dialog swaps form and result, and focus must not fall out of it.
 */
function useFocusOnMount<TElement extends HTMLElement>(shouldFocus: boolean) {
  const ref = useRef<TElement>(null);
  useEffect(() => {
    if (!shouldFocus) return;
    const element = ref.current;
    (element?.querySelector('input') ?? element)?.focus();
  }, [shouldFocus]);
  return ref;
}

/** The signup call needs a logged-in user (the contract's bearer security); the page itself is public. */
function LogInFirst() {
  const location = useLocation();
  return (
    <div className="coming-soon-signup">
      <p>Log in to your {brand.name} account to sign up for updates. We&apos;ll bring you back here.</p>
      <div className="coming-soon-signup__actions">
        <Link
          href={paths.login}
          routerOptions={{ state: returnToState(location.pathname) }}
          buttonVariant="primary"
        >
          Log in
        </Link>
        <Link href={paths.register} buttonVariant="secondary">
          Create an account
        </Link>
      </div>
    </div>
  );
}
