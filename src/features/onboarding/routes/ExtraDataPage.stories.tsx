import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { savingStepStories } from '../testing/storyFixtures';
import ExtraDataPage from './ExtraDataPage';

const meta = {
  title: 'Features/Onboarding/Extra data',
  component: ExtraDataPage,
  ...savingStepStories.meta('/extra-data'),
} satisfies Meta<typeof ExtraDataPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = savingStepStories.Filled(async (canvas) => {
  await expect(canvas.getByRole('checkbox', { name: 'HUBZone' })).toBeChecked();
});

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /UEI number/ }), 'ABC');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByText('Enter the 12-character UEI from SAM.gov, letters and numbers only'),
    ).toBeInTheDocument();
  },
};

export const Submitting: Story = savingStepStories.Submitting;

export const ServerError: Story = savingStepStories.ServerError(async (canvas) => {
  await expect(canvas.getByRole('textbox', { name: /CAGE code/ })).toHaveValue('7XK42');
});
