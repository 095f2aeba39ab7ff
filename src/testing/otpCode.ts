import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** One box of the emailed code (OtpInput names them "Digit 1 of 6" to "Digit 6 of 6"). */
export function digitBox(position: number) {
  return screen.getByRole('textbox', { name: `Digit ${position} of 6` });
}

/** Types `code` from the first box on and presses Verify. */
export async function typeCodeAndVerify(user: UserEvent, code: string) {
  await user.type(digitBox(1), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/**
 * For the tests of resending the code: fake timers around each test of the calling describe block,
 * with real time still flowing so the fake API's promises settle. Returns how to move the clock on.
 */
export function fakeResendClock() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    waitSeconds: (seconds: number) => {
      act(() => vi.advanceTimersByTime(seconds * 1000));
    },
  };
}

interface ResendScheduleCheck {
  user: UserEvent;
  waitSeconds: (seconds: number) => void;
  /** What the screen says once the new code is sent. */
  confirmation: string;
  /** The bodies the resend request was sent with (see recordingPost), and the one expected. */
  requestedFor: unknown[];
  email: string;
}

/**
 * The resend schedule every code screen keeps (src/lib/useOtpResend): Resend waits 30 seconds; a
 * resend empties the boxes, focuses the first, confirms for 3 seconds, then waits 120 seconds.
 */
export async function expectResendSchedule({
  user,
  waitSeconds,
  confirmation,
  requestedFor,
  email,
}: ResendScheduleCheck) {
  expect(screen.getByRole('button', { name: 'Resend code in 0:30' })).toBeDisabled();
  waitSeconds(3);
  expect(screen.getByRole('button', { name: 'Resend code in 0:27' })).toBeDisabled();
  waitSeconds(27);

  await user.type(digitBox(1), '12');
  await user.click(screen.getByRole('button', { name: 'Resend code' }));

  expect(await screen.findByText(confirmation)).toBeInTheDocument();
  expect(requestedFor).toEqual([{ email }]);
  expect(digitBox(1)).toHaveValue('');
  expect(digitBox(2)).toHaveValue('');
  expect(digitBox(1)).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Resend code in 2:00' })).toBeDisabled();

  waitSeconds(3);
  expect(screen.queryByText(confirmation)).not.toBeInTheDocument();
  waitSeconds(117);
  expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
}
