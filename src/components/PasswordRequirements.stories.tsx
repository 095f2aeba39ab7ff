import { expect } from 'storybook/test';
import { ANY_SPECIAL_PASSWORD_REQUIREMENTS } from '@/lib/password';
import { PasswordRequirements } from './PasswordRequirements';
import { componentGuide, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Password requirements',
  component: PasswordRequirements,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'The live checklist of password rules under a new-password field (register, reset, change password).',
    dos: ['Point the password field at it (aria-describedby with its id).'],
    donts: ['Repeat the rules in the field’s hint.'],
  }),
  argTypes: {
    password: textControl('What the user typed; each rule shows met or not.'),
    id: textControl('Lets the password input point to the list (aria-describedby).'),
    requirements: {
      control: false,
      description: "The rules listed; the reset screen's unless a form has its own.",
    },
  },
  args: { password: '' },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      'Nothing typed': NothingTyped,
      'Partly met': PartlyMet,
      'All met': AllMet,
      'Any special character': AnySpecialCharacter,
    }),
    { columnWidth: '18rem' },
  ),
);

export const NothingTyped = meta.story();

export const PartlyMet = meta.story({ args: { password: 'Paving20' } });

export const AllMet = meta.story({ args: { password: 'Paving@2026' } });

/** The change-password dialog's rules: any special character counts, so '#' meets them and no note limits them. */
export const AnySpecialCharacter = meta.story({
  args: { password: 'Paving#2026', requirements: ANY_SPECIAL_PASSWORD_REQUIREMENTS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^One special character/)).toHaveTextContent('(met)');
    await expect(canvas.queryByText(/Use only letters, numbers/)).not.toBeInTheDocument();
  },
});
