import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { NewPasswordFields } from './NewPasswordFields';
import { codeOnly, componentGuide, textControl } from './testing/storyDocs';
import { inFormColumn } from './testing/storyFormColumn';
import preview from '#.storybook/preview';

function TypedNewPassword({ confirmationLabel }: { confirmationLabel?: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <NewPasswordFields
      password={{ value: password, onChange: setPassword }}
      confirmation={{ value: confirmation, onChange: setConfirmation }}
      confirmationLabel={confirmationLabel}
    />
  );
}

const meta = preview.meta({
  title: 'Components/NewPasswordFields',
  component: NewPasswordFields,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Wherever a user chooses a new password (reset, change password): the field, its checklist and the repeat.',
    dos: ['Use it wherever a password is chosen, so every screen lists the same rules.'],
    donts: ['A PasswordField and a checklist of your own.'],
  }),
  argTypes: {
    password: codeOnly("The new password field's props; its value drives the checklist."),
    confirmation: codeOnly("The repeat field's props."),
    confirmationLabel: textControl("The repeat field's label."),
  },
  args: { password: { value: '' }, confirmation: {} },
  render: (args) => <TypedNewPassword confirmationLabel={args.confirmationLabel} />,
  decorators: [inFormColumn()],
});

/** The checklist under the field follows what is typed, and the field points to it. */
export const Typing = meta.story({
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^New password/);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(/Your password needs/);
    await expect(canvas.getAllByText('(not met)').length).toBeGreaterThan(0);
    await userEvent.type(password, 'Paving@2026');
    await expect(canvas.queryByText('(not met)')).toBeNull();
    await expect(canvas.getByLabelText(/^Confirm password/)).toHaveAttribute('autocomplete', 'new-password');
  },
});

export const OtherConfirmationLabel = meta.story({ args: { confirmationLabel: 'Confirm new password' } });
