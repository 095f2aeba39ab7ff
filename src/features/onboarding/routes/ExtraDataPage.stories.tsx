import { expect, userEvent } from 'storybook/test';
import { savingStepStories } from '../testing/storyFixtures';
import ExtraDataPage from './ExtraDataPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Onboarding/Extra data',
  component: ExtraDataPage,
  ...savingStepStories.meta('/extra-data'),
});

export const Empty = meta.story();

export const Filled = meta.story(
  savingStepStories.Filled(async (canvas) => {
    await expect(canvas.getByRole('checkbox', { name: 'HUBZone' })).toBeChecked();
  }),
);

export const Invalid = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /UEI number/ }), 'ABC');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByText('Enter the 12-character UEI from SAM.gov, letters and numbers only'),
    ).toBeInTheDocument();
  },
});

export const Submitting = meta.story(savingStepStories.Submitting);

export const ServerError = meta.story(
  savingStepStories.ServerError(async (canvas) => {
    await expect(canvas.getByRole('textbox', { name: /CAGE code/ })).toHaveValue('7XK42');
  }),
);
