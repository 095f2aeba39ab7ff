import { expect, userEvent, within } from 'storybook/test';
import { FILLED_DRAFT, FILLED_SECRETS, onboardingStoryHandlers, withDraft } from '../testing/storyFixtures';
import CompanyBuildPage from './CompanyBuildPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Onboarding/Company build',
  component: CompanyBuildPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/company-build'] } },
  beforeEach: withDraft({ account: FILLED_DRAFT.account }, FILLED_SECRETS),
});

/** Waits for the states (the draft's state shows once they load), then presses Continue. */
async function continueOnceLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: /^Texas State/ });
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

export const Empty = meta.story();

export const Filled = meta.story({
  beforeEach: withDraft(FILLED_DRAFT, FILLED_SECRETS),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Texas State/ })).toBeInTheDocument();
  },
});

export const Invalid = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /FEIN or SSN/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Enter your company name')).toBeInTheDocument();
    await expect(
      canvas.getByText('Enter a 9-digit FEIN (12-3456789) or SSN (123-45-6789)'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('This field is required')).toBeInTheDocument();
  },
});

export const Submitting = meta.story({
  beforeEach: withDraft(FILLED_DRAFT, FILLED_SECRETS),
  parameters: { msw: { handlers: [onboardingStoryHandlers.signupNeverAnswers] } },
  play: async ({ canvasElement }) => {
    await continueOnceLoaded(canvasElement);
  },
});

/** Signup refuses the email; what was typed stays and a link leads back to the account step. */
export const EmailTaken = meta.story({
  beforeEach: withDraft(FILLED_DRAFT, FILLED_SECRETS),
  parameters: { msw: { handlers: [onboardingStoryHandlers.emailTaken] } },
  play: async ({ canvasElement }) => {
    const canvas = await continueOnceLoaded(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveValue('Lone Star Paving LLC');
  },
});

/** Opened in a new tab: the password from the account step is not there any more. */
export const AccountDetailsMissing = meta.story({
  beforeEach: withDraft({ company: FILLED_DRAFT.company }),
  play: async ({ canvasElement }) => {
    const canvas = await continueOnceLoaded(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We need your email and password');
  },
});
