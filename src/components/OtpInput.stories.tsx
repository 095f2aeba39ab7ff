import { expect, fn, userEvent } from 'storybook/test';
import { OtpInput } from './OtpInput';
import {
  booleanControl,
  componentGuide,
  disabledControl,
  numberControl,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'The boxes of an emailed one-time code (email verification, password reset): one digit a box, focus moves on, a pasted code fills them all.',
    dos: [
      'Keep the SPEC’s messages as they are ("OTP has expired. Please request a new one.").',
      'Offer a way to get a new code next to the boxes.',
    ],
    donts: [
      'Six TextFields of your own: a pasted code would land in one box.',
      'Call it a PIN or a password in our own words: it is a code (docs/content-style.md).',
    ],
  }),
  argTypes: {
    label: textControl('Visible label of the boxes.'),
    length: numberControl('Number of digits.'),
    defaultValue: textControl('Digits already there.'),
    isInvalid: booleanControl('Shows the error state and message.'),
    errorMessage: textControl('Shown while invalid.'),
    autoFocus: booleanControl('Focuses the first box on mount.'),
    isDisabled: disabledControl,
  },
  args: { onChange: fn(), onComplete: fn() },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ Empty: {}, Invalid, Disabled }), {
    columnWidth: '20rem',
  }),
);

/** Typing moves to the next box, Backspace on an empty box moves back, and letters are ignored. */
export const Typing = meta.story({
  play: async ({ canvas, args }) => {
    const box = (position: number) => canvas.getByRole('textbox', { name: `Digit ${position} of 6` });
    await userEvent.click(box(1));
    await userEvent.keyboard('1a2');
    await expect(box(1)).toHaveValue('1');
    await expect(box(2)).toHaveValue('2');
    await expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(box(2)).toHaveFocus();
    await expect(box(2)).toHaveValue('');
    await userEvent.keyboard('34567');
    await expect(args.onComplete).toHaveBeenCalledWith('134567');
  },
});

/** Pasting a code fills all six boxes. */
export const Paste = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('98 76-54');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
});

export const Invalid = meta.story({
  args: {
    defaultValue: '123456',
    isInvalid: true,
    errorMessage: 'OTP has expired. Please request a new one.',
  },
});

export const Disabled = meta.story({ args: { defaultValue: '12', isDisabled: true } });
