import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FILLED_DRAFT, onboardingStoryHandlers, withDraft } from '../storyFixtures';
import ExtraDataPage from './ExtraDataPage';

const meta = {
  title: 'Features/Onboarding/Extra data',
  component: ExtraDataPage,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/extra-data'] },
    msw: { handlers: [onboardingStoryHandlers.saveSucceeds] },
  },
  beforeEach: withDraft(),
} satisfies Meta<typeof ExtraDataPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  beforeEach: withDraft(FILLED_DRAFT),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'HUBZone' })).toBeChecked();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /UEI number/ }), 'ABC');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByText('Enter the 12-character UEI from SAM.gov, letters and numbers only'),
    ).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  beforeEach: withDraft(FILLED_DRAFT),
  parameters: { msw: { handlers: [onboardingStoryHandlers.saveNeverAnswers] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
  },
};

export const ServerError: Story = {
  beforeEach: withDraft(FILLED_DRAFT),
  parameters: { msw: { handlers: [onboardingStoryHandlers.saveFails] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The service is busy.');
    await expect(canvas.getByRole('textbox', { name: /CAGE code/ })).toHaveValue('7XK42');
  },
};
