import { expect, userEvent, within } from 'storybook/test';
import { FILLED_DRAFT, onboardingStoryHandlers, withDraft } from '../testing/storyFixtures';
import { profileHandler } from '../api/testHandlers';
import EmailVerificationPage from './EmailVerificationPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Onboarding/Email verification',
  component: EmailVerificationPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/verification'] } },
  beforeEach: withDraft({ account: FILLED_DRAFT.account }),
});

async function typeCodeAndVerify(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
  return canvas;
}

export const Empty = meta.story();

export const Filled = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('6');
  },
});

export const Invalid = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the 6 digits');
  },
});

export const Submitting = meta.story({
  parameters: { msw: { handlers: [onboardingStoryHandlers.verifyNeverAnswers] } },
  play: async ({ canvasElement }) => {
    await typeCodeAndVerify(canvasElement);
  },
});

/** The code ran out (10 minutes): the message offers a new code at once, while the resend link still waits. */
export const CodeExpired = meta.story({
  parameters: {
    msw: { handlers: [onboardingStoryHandlers.codeExpired, onboardingStoryHandlers.resendSucceeds] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await typeCodeAndVerify(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'OTP has expired. Please request a new one.',
    );
    await expect(canvas.getByRole('button', { name: /^Resend code in/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  },
});

type EmailStory = Pick<typeof CodeExpired, 'input'>;

/** `story` played on: `button` pressed, the notice says a new code went to `email`. */
function thenNewCodeSent({ input: story }: EmailStory, button: string, email: string): EmailStory['input'] {
  return {
    ...story,
    play: async (context) => {
      await story.play?.(context);
      const canvas = within(context.canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: button }));
      await expect(
        await canvas.findByText(`We sent a new code to ${email}. It works for 10 minutes.`),
      ).toBeInTheDocument();
    },
  };
}

export const NewCodeSentAfterExpiry = meta.story(
  thenNewCodeSent(CodeExpired, 'Send a new code', 'maria@lonestarpaving.com'),
);

/** Signed in right after company build: a mistyped address can be changed here. */
export const ChangingEmail = meta.story({
  parameters: {
    account: { token: 'story-access-token' },
    msw: { handlers: [profileHandler(), onboardingStoryHandlers.changeEmailSucceeds] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    const field = canvas.getByRole('textbox', { name: 'Work email' });
    await userEvent.clear(field);
    await userEvent.type(field, 'maria@lonestar.com');
  },
});

export const EmailChanged = meta.story(
  thenNewCodeSent(ChangingEmail, 'Send code to this address', 'maria@lonestar.com'),
);

/** No email in the draft, the navigation state or a session. */
export const NoEmailKnown = meta.story({
  beforeEach: withDraft(),
});
