import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingPost } from './recordingPost';

/** One box of the emailed code (OtpInput names them "Digit 1 of 6" to "Digit 6 of 6"). */
export function digitBox(position: number) {
  return screen.getByRole('textbox', { name: `Digit ${position} of 6` });
}

/** Types `code` from the first box on and presses Verify. */
export async function typeCodeAndVerify(user: UserEvent, code: string) {
  await user.type(digitBox(1), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** The test that a code screen checks for all six digits before sending them, the same on every code screen. */
export function itAsksForAllSixDigits(render: () => void) {
  it('asks for all six digits before going on', async () => {
    render();

    await typeCodeAndVerify(userEvent.setup(), '123');

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all the 6 digits');
  });
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

interface CodeResendScreen {
  /** The fake API of the calling test file (setupMockApi). */
  server: SetupServer;
  /** The POST the screen resends the code with. */
  endpoint: string;
  /** The email the screen sends the code to. */
  email: string;
  /** Renders the screen with its code boxes. */
  render: () => void;
}

/**
 * The tests of resending the code, the same on every code screen (src/lib/useOtpResend): Resend waits
 * 30 seconds; a resend empties the boxes, focuses the first, confirms for 3 seconds, then waits 120
 * seconds; a failed resend says so.
 */
export function describeCodeResend({ server, endpoint, email, render }: CodeResendScreen) {
  describe('resending the code', () => {
    const { waitSeconds } = fakeResendClock();
    const confirmation = 'OTP sent successfully!';

    it('waits 30 seconds, confirms the new code for 3 seconds, then waits 120 seconds', async () => {
      const requestedFor: unknown[] = [];
      server.use(recordingPost(endpoint, requestedFor, { detail: confirmation }));
      render();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

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
    });

    it('says so when the new code could not be sent', async () => {
      server.use(http.post(endpoint, () => HttpResponse.json({}, { status: 500 })));
      render();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

      waitSeconds(30);
      await user.click(screen.getByRole('button', { name: 'Resend code' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend OTP. Please try again.');
    });
  });
}
