import { expect, within } from 'storybook/test';
import { StepProgress } from './StepProgress';
import { codeOnly, componentGuide, numberControl, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/StepProgress',
  component: StepProgress,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary: 'Where the user is in a flow of several steps (onboarding).',
    dos: [
      'Name the steps as the screens are titled, so the bar and the page agree.',
      'Count only the steps this user will see.',
    ],
    donts: [
      'StepProgress for sections the user moves among freely: use Tabs.',
      'A second progress indicator on the same screen.',
    ],
  }),
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
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({ 'First step': { args: { currentStep: 1 } }, 'Second step': SecondStep, 'Last step': LastStep }),
    { columnWidth: '28rem' },
  ),
);

export const SecondStep = meta.story({
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Onboarding progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 6: Coverage');
  },
});
export const LastStep = meta.story({ args: { currentStep: 6 } });
export const Phone = meta.story({ globals: { viewport: { value: 'phone', isRotated: false } } });
