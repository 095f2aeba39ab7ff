import { expect, userEvent } from 'storybook/test';
import { savingStepStories } from '../testing/storyFixtures';
import IndustryCategoriesPage from './IndustryCategoriesPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Onboarding/Industry categories',
  component: IndustryCategoriesPage,
  ...savingStepStories.meta('/industry-categories'),
});

export const Empty = meta.story();

export const Filled = meta.story(
  savingStepStories.Filled(async (canvas) => {
    await expect(
      await canvas.findByRole('checkbox', { name: 'Construction & Infrastructure' }),
    ).toBeChecked();
    await expect(canvas.getByRole('grid', { name: 'Your NAICS codes' })).toHaveTextContent('237310');
  }),
);

export const Invalid = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Choose at least one industry')).toBeInTheDocument();
  },
});

/** Searching UNSPSC by code: a number asks the API by `code`. */
export const SearchingCodes = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search UNSPSC codes' }), '7214');
    await expect(
      await canvas.findByRole('listbox', { name: 'UNSPSC codes found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
});

export const Submitting = meta.story(savingStepStories.Submitting);

export const ServerError = meta.story(
  savingStepStories.ServerError(async (canvas) => {
    await expect(canvas.getByRole('checkbox', { name: 'Construction & Infrastructure' })).toBeChecked();
  }),
);

/** Found by an everyday word ("paving" is not in any industry's name), grouped, chosen as a chip. */
export const SearchedByWord = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Building and construction' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search industries' }), 'paving');
    await expect(await canvas.findByText('1 industry matches')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Construction & Infrastructure' }));
    await expect(canvas.getByRole('grid', { name: 'Chosen industries' })).toHaveTextContent(
      'Construction & Infrastructure',
    );
    // Near-duplicate solicitation types come as one choice.
    await expect(canvas.getByRole('checkbox', { name: 'Invitation to Bid (ITB, IFB)' })).toBeVisible();
  },
});
