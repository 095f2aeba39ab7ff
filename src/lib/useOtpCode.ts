import { useRef, useState } from 'react';
import type { OtpInputHandle } from '@/components/OtpInput';
import { OTP_INCOMPLETE_MESSAGE, OTP_LENGTH } from './useOtpResend';

interface OtpCodeOptions {
  /** The code typed before, e.g. before going on and coming back. */
  initialCode?: string;
  /** Runs on every edit of the code, e.g. to put a server's refusal of the old one away. */
  onEdit?: () => void;
}

/**
 * The emailed code typed on the email verification and password reset screens: its value, the
 * "fill all the digits" error (gone with the next edit), and the props of the OtpInput it is typed in.
 */
export function useOtpCode({ initialCode = '', onEdit }: OtpCodeOptions = {}) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const ref = useRef<OtpInputHandle>(null);

  const change = (value: string) => {
    setCode(value);
    setError(undefined);
    onEdit?.();
  };

  return {
    code,
    /** True when every digit is there; otherwise false, and the field says so. */
    checkComplete: () => {
      if (code.length === OTP_LENGTH) return true;
      setError(OTP_INCOMPLETE_MESSAGE);
      return false;
    },
    /** Empties the boxes and puts the cursor in the first one: a new code is on its way. */
    startAgain: () => {
      change('');
      ref.current?.focus();
    },
    inputProps: {
      ref,
      label: '6-digit code',
      length: OTP_LENGTH,
      value: code,
      onChange: change,
      isInvalid: Boolean(error),
      errorMessage: error,
    },
  };
}
