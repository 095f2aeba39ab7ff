import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { DownloadIcon } from './icons';
import { booleanControl, choiceControl, disabledControl, textControl, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: whenToUse(
    'An action on this page: submit, open a dialog, delete. To go to another page use Link (it can look like a button).',
  ),
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
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete account' } };
export const LinkStyle: Story = { args: { variant: 'link', children: 'Resend code' } };
export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    children: (
      <>
        <DownloadIcon /> Export CSV
      </>
    ),
  },
};
export const Disabled: Story = { args: { isDisabled: true } };

export const Sizes: Story = {
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
};

export const FullWidth: Story = { args: { isFullWidth: true, children: 'Continue' } };

/** Pressing starts a 2 s save: the label hides behind a spinner, the width stays, and the pending label is announced. */
export const Pending: Story = {
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
};
