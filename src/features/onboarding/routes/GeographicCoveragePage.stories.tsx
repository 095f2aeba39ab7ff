import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FILLED_DRAFT, onboardingStoryHandlers, withDraft } from '../storyFixtures';
import GeographicCoveragePage from './GeographicCoveragePage';

const meta = {
  title: 'Features/Onboarding/Geographic coverage',
  component: GeographicCoveragePage,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/geographic-coverage'] },
    msw: { handlers: [onboardingStoryHandlers.saveSucceeds] },
  },
  beforeEach: withDraft(),
} satisfies Meta<typeof GeographicCoveragePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  beforeEach: withDraft(FILLED_DRAFT),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Texas' })).toBeChecked();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Choose the region you cover')).toBeInTheDocument();
    await expect(canvas.getByText('Choose at least one state')).toBeInTheDocument();
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
    await expect(canvas.getByRole('radio', { name: /^South/ })).toBeChecked();
  },
};
