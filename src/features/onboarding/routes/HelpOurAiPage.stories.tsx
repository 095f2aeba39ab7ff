import { expect, userEvent, type within } from 'storybook/test';
import { savingStepStories } from '../testing/storyFixtures';
import HelpOurAiPage from './HelpOurAiPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Onboarding/Insurance (help our AI)',
  component: HelpOurAiPage,
  ...savingStepStories.meta('/help-our-ai'),
});

/** The filled draft's answers on screen: its general liability limit. */
async function expectLiabilityLimit(canvas: ReturnType<typeof within>) {
  await expect(canvas.getByRole('textbox', { name: /General liability coverage limit/ })).toHaveValue(
    '2,000,000',
  );
}

export const Empty = meta.story();

export const Filled = meta.story(savingStepStories.Filled(expectLiabilityLimit));

export const Invalid = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getAllByText('Answer yes or no')).toHaveLength(6);
  },
});

export const Submitting = meta.story(savingStepStories.Submitting);

export const ServerError = meta.story(savingStepStories.ServerError(expectLiabilityLimit));

/** "Answer No to every question" only fills the answers: nothing is saved until Continue. */
export const AnsweredNoToAll = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Answer No to every question' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Every answer is now No.');
    for (const radio of canvas.getAllByRole('radio', { name: 'No' })) await expect(radio).toBeChecked();
  },
});
