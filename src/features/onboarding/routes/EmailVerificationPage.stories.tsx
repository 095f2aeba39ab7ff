import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FILLED_DRAFT, onboardingStoryHandlers, withDraft } from '../storyFixtures';
import EmailVerificationPage from './EmailVerificationPage';

const meta = {
  title: 'Features/Onboarding/Email verification',
  component: EmailVerificationPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/verification'] } },
  beforeEach: withDraft({ account: FILLED_DRAFT.account }),
} satisfies Meta<typeof EmailVerificationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function typeCodeAndVerify(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
  return canvas;
}

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('6');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill all the 6 digits');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [onboardingStoryHandlers.verifyNeverAnswers] } },
  play: async ({ canvasElement }) => {
    await typeCodeAndVerify(canvasElement);
  },
};

export const CodeExpired: Story = {
  parameters: { msw: { handlers: [onboardingStoryHandlers.codeExpired] } },
  play: async ({ canvasElement }) => {
    const canvas = await typeCodeAndVerify(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'OTP has expired. Please request a new one.',
    );
  },
};

/** No email in the draft, the navigation state or a session. */
export const NoEmailKnown: Story = {
  beforeEach: withDraft(),
};
