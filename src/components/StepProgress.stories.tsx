import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepProgress } from './StepProgress';
import { codeOnly, numberControl, textControl, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/StepProgress',
  component: StepProgress,
  tags: ['autodocs'],
  parameters: whenToUse('Where the user is in a flow of several steps (onboarding).'),
  argTypes: {
    currentStep: numberControl('The step the user is on, from 1.'),
    steps: codeOnly('The step names, in order.'),
    'aria-label': textControl('Names the progress for screen readers.'),
  },
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
