import { expect } from 'storybook/test';
import { Button } from './Button';
import { FormCard } from './FormCard';
import { TextField } from './TextField';
import { choiceControl, codeOnly, componentGuide, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/FormCard',
  component: FormCard,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'The card a form screen sits in under the form header (login, password reset, each onboarding step): the h1, an optional line under it, a short intro, then the form.',
    variants: {
      compact: 'a short form: log in, forgot password.',
      narrow: 'a form of a few more fields.',
      wide: 'an onboarding step with groups or lists (coverage, industries).',
    },
    dos: [
      'The screen’s one h1 as its title, in sentence case ("Log in").',
      'An intro of one or two sentences that says what to do.',
    ],
    donts: ['Two FormCards on one screen.', 'A card around a screen that is not a form (the dashboard).'],
  }),
  argTypes: {
    title: textControl("The screen's h1; also the card's accessible name."),
    subtitle: textControl('A short line under the title, e.g. how long the rest of a journey takes.'),
    intro: textControl('One or two sentences saying what to do.'),
    width: choiceControl(['compact', 'narrow', 'wide'], 'The widest the card grows: 28, 30 or 40rem.'),
    children: codeOnly('The form.'),
  },
  args: {
    title: 'Log in',
    intro: 'Welcome back. Log in to search, bookmark and follow government bids.',
    width: 'compact' as const,
    children: (
      <form style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField label="Email" type="email" isRequired />
        <Button type="submit">Log in</Button>
      </form>
    ),
  },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ Compact, 'Wide, with a subtitle': WithSubtitle }), {
    columnWidth: '28rem',
  }),
);

/** A region named by its h1. */
export const Compact = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  },
});

export const WithSubtitle = meta.story({
  args: {
    title: 'Where you work',
    subtitle: 'About 6 minutes left',
    intro: 'Choose the states you bid in. You can change them later.',
    width: 'wide',
  },
});
