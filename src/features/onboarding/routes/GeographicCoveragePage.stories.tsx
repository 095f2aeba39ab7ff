import { expect, userEvent, within } from 'storybook/test';
import { savingStepStories } from '../testing/storyFixtures';
import GeographicCoveragePage from './GeographicCoveragePage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Onboarding/Geographic coverage',
  component: GeographicCoveragePage,
  ...savingStepStories.meta('/geographic-coverage'),
});

export const Empty = meta.story();

export const Filled = meta.story(
  savingStepStories.Filled(async (canvas) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Texas' })).toBeChecked();
  }),
);

export const Invalid = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Choose at least one state')).toBeInTheDocument();
  },
});

export const Submitting = meta.story(savingStepStories.Submitting);

export const ServerError = meta.story(
  savingStepStories.ServerError(async (canvas) => {
    await expect(canvas.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
  }),
);

/** A region added on top of a hand-picked state: both kept, the region shown (and removable) as one chip. */
export const RegionAddedToHandPicked = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Ohio' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add West' }));
    await expect(canvas.getByRole('checkbox', { name: 'Ohio' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'California' })).toBeChecked();
    const chips = canvas.getByRole('grid', { name: 'Chosen states' });
    await expect(within(chips).getByRole('button', { name: /^Remove West, all \d+ states$/ })).toBeVisible();
    await expect(within(chips).getByRole('button', { name: 'Remove Ohio' })).toBeVisible();
  },
});
