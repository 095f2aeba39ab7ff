import { useCallback, useEffect, useState } from 'react';

// docs/product/plans-and-limits.md#timings: a 6-digit code; resend after 30 s, then 120 s after each resend; the notice lasts 3 s.
export const OTP_LENGTH = 6;
export const OTP_INCOMPLETE_MESSAGE = 'Please fill all the 6 digits';
export const OTP_SENT_MESSAGE = 'OTP sent successfully!';
export const RESEND_FAILED_MESSAGE = 'Failed to resend OTP. Please try again.';
const FIRST_RESEND_WAIT_SECONDS = 30;
const NEXT_RESEND_WAIT_SECONDS = 120;
const RESENT_NOTICE_MS = 3000;
const TICK_MS = 1000;

/**
 * Seconds until "resend code" is allowed again. Counts against a deadline rather than counting
 * ticks, so a throttled background tab still shows the right time when the user comes back.
 */
function useResendCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  const isCounting = secondsLeft > 0;

  useEffect(() => {
    if (!isCounting) return;
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, isCounting]);

  const restart = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  return { secondsLeft, canResend: !isCounting, restart };
}

/** 27 -> "0:27", 120 -> "2:00". */
function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

interface OtpResendOptions {
  /** Asks the server for a new code, calling back with the outcome (a mutation's `mutate`, or a useLazyRequest's `send`). */
  send: (callbacks: { onSuccess: () => void; onError: () => void }) => void;
  isSending: boolean;
  /** Runs once a new code is on its way, e.g. to clear and focus the code field. */
  onSent: () => void;
  /** Seconds before the first resend and after each one (docs/product/plans-and-limits.md#timings: 30 then 120; the account dialog waits 40 each time). */
  waitSeconds?: { first: number; next: number };
}

/**
 * The "Resend code" rule shared by email verification and password reset: the wait before each
 * resend, the 3-second "sent" notice, the failure message, and the props of the resend button.
 */
export function useOtpResend({
  send,
  isSending,
  onSent,
  waitSeconds = { first: FIRST_RESEND_WAIT_SECONDS, next: NEXT_RESEND_WAIT_SECONDS },
}: OtpResendOptions) {
  const [outcome, setOutcome] = useState<'sent' | 'failed'>();
  const countdown = useResendCountdown(waitSeconds.first);

  useEffect(() => {
    if (outcome !== 'sent') return;
    const timer = setTimeout(() => setOutcome(undefined), RESENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const resend = () => {
    setOutcome(undefined);
    send({
      onSuccess: () => {
        onSent();
        countdown.restart(waitSeconds.next);
        setOutcome('sent');
      },
      onError: () => setOutcome('failed'),
    });
  };

  return {
    outcome,
    buttonProps: {
      onPress: resend,
      isDisabled: !countdown.canResend,
      isPending: isSending,
      pendingLabel: 'Sending a new code',
      children: countdown.canResend
        ? 'Resend code'
        : `Resend code in ${formatCountdown(countdown.secondsLeft)}`,
    },
  };
}
