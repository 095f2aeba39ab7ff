import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { DownloadIcon } from './icons';
import {
  booleanControl,
  choiceControl,
  componentGuide,
  disabledControl,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'An action on this page: submit, open a dialog, delete. To go to another page use Link (it can look like a button).',
    variants: {
      primary: 'the one action the screen is for (Continue, Save changes, Log in).',
      secondary: 'every other action beside it (Cancel, Back, Export CSV).',
      ghost: 'quiet actions that repeat or sit in toolbars (Log out in a bar, an icon-only action).',
      danger: 'the action that removes or stops something for good (Delete account).',
      link: 'a small action in running text that stays on the page (Resend code).',
      'sm / md / lg': 'sm in rows and bars, md everywhere else, lg for the first call to action of a page.',
    },
    dos: [
      'One primary action per screen or dialog; the rest are secondary or ghost.',
      'Label it with a verb for what happens: "Save changes", "Delete account", "Send a new code".',
      'Use isPending with a pendingLabel while the request runs, instead of disabling it.',
    ],
    donts: [
      'A primary button for Cancel or Back.',
      'A Button to go to another page: use Link with buttonVariant (Upgrade Plan to /pricing).',
      'An icon-only button without an aria-label (add a Tooltip with the same words).',
    ],
  }),
  argTypes: {
    variant: choiceControl(
      ['primary', 'secondary', 'ghost', 'danger', 'link'],
      'primary: the one main action; secondary: the others; ghost: quiet; danger: destroys something; link: looks like a link.',
    ),
    size: choiceControl(['sm', 'md', 'lg'], 'Height and padding.'),
    children: textControl('The label: a verb for what happens.'),
    isPending: booleanControl('Shows a spinner and ignores presses while the action runs.'),
    pendingLabel: textControl('What screen readers hear while pending.'),
    isFullWidth: booleanControl('Stretches to the container (phones, dialogs).'),
    isDisabled: disabledControl,
  },
  args: { children: 'Save changes', onPress: fn() },
});

/** Every kind, size and state side by side. */
export const Overview = meta.story(
  variantOverview(() => ({
    Primary: Primary,
    Secondary: Secondary,
    Ghost: Ghost,
    Danger: Danger,
    'Link style': LinkStyle,
    'With an icon': WithIcon,
    Small: { args: { size: 'sm' } },
    Large: { args: { size: 'lg' } },
    Disabled: Disabled,
    Pending: { args: { isPending: true, pendingLabel: 'Saving' } },
  })),
);

export const Primary = meta.story({ args: { variant: 'primary' } });
export const Secondary = meta.story({ args: { variant: 'secondary' } });
export const Ghost = meta.story({ args: { variant: 'ghost' } });
export const Danger = meta.story({ args: { variant: 'danger', children: 'Delete account' } });
export const LinkStyle = meta.story({ args: { variant: 'link', children: 'Resend code' } });
export const WithIcon = meta.story({
  args: {
    variant: 'secondary',
    children: (
      <>
        <DownloadIcon /> Export CSV
      </>
    ),
  },
});
export const Disabled = meta.story({ args: { isDisabled: true } });

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
});

export const FullWidth = meta.story({ args: { isFullWidth: true, children: 'Continue' } });

/** Pressing starts a 2 s save: the label hides behind a spinner, the width stays, and the pending label is announced. */
export const Pending = meta.story({
  render: function PendingButton(args) {
    const [isSaving, setSaving] = useState(false);
    return (
      <Button
        {...args}
        isPending={isSaving}
        pendingLabel="Saving"
        onPress={() => {
          setSaving(true);
          window.setTimeout(() => setSaving(false), 2000);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    const widthBefore = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.getBoundingClientRect().width).toBe(widthBefore);
  },
});
