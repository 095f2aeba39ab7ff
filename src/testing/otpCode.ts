import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

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
