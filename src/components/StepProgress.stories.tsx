import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepProgress } from './StepProgress';

const meta = {
  title: 'Components/StepProgress',
  component: StepProgress,
  args: {
    'aria-label': 'Onboarding progress',
    steps: ['Company', 'Coverage', 'Industries', 'Insurance', 'Verify email', 'Plan'],
    currentStep: 2,
  },
} satisfies Meta<typeof StepProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Onboarding progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 6: Coverage');
  },
};
export const LastStep: Story = { args: { currentStep: 6 } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
