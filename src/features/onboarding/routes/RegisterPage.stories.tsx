import { expect, userEvent, within } from 'storybook/test';
import { FILLED_DRAFT, FILLED_SECRETS, onboardingStoryHandlers, withDraft } from '../testing/storyFixtures';
import RegisterPage from './RegisterPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Onboarding/Register',
  component: RegisterPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/register'] } },
  beforeEach: withDraft(),
});

export const Empty = meta.story();

export const Filled = meta.story({
  beforeEach: withDraft(FILLED_DRAFT, FILLED_SECRETS),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Work email/ })).toHaveValue('maria@lonestarpaving.com');
  },
});

export const Invalid = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Password/), 'paving');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'pavin');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Enter your full name')).toBeInTheDocument();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await expect(canvas.getByText('Passwords do not match')).toBeInTheDocument();
  },
});

/** Next waits for the server to confirm the email is free. */
export const Submitting = meta.story({
  beforeEach: withDraft(FILLED_DRAFT, FILLED_SECRETS),
  parameters: { msw: { handlers: [onboardingStoryHandlers.emailCheckNeverAnswers] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
  },
});

/** The fake backend knows this demo address. */
export const EmailAlreadyRegistered = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Work email/ }),
      'essentials@demo.bidlantern.test',
    );
    await userEvent.tab();
    await expect(await canvas.findByText('An account with this email already exists.')).toBeInTheDocument();
  },
});
