import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookmarkFilledIcon, BookmarkIcon } from './icons';
import { RowIconButton } from './RowIconButton';
import {
  booleanControl,
  codeOnly,
  componentGuide,
  disabledControl,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/RowIconButton',
  component: RowIconButton,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      "Button's ghost icon look for a control in every row of a list (a result's bookmark and follow toggles), named by its row; light enough to render in every row of every page. Anywhere else, or with a tooltip or a popover, use Button or ToggleButton.",
    variants: {
      'plain action': 'leave isPressed out (Not for us, which hides the bid).',
      toggle: 'isPressed, with the filled icon when on (bookmark, follow).',
    },
    dos: [
      'Name it with its row: "Bookmark Road resurfacing".',
      'Swap the icon with the state: BookmarkIcon off, BookmarkFilledIcon on.',
    ],
    donts: [
      'RowIconButton outside a list of rows: use Button.',
      'An icon without a name: the aria-label is the only one it has.',
    ],
  }),
  argTypes: {
    'aria-label': textControl('The name a screen reader reads, since the button shows only an icon.'),
    isPressed: booleanControl("A toggle's state (aria-pressed); leave it out for a plain action."),
    isDisabled: disabledControl,
    onPress: codeOnly('Called on a click, Enter or Space.'),
    children: codeOnly('The icon.'),
  },
  args: {
    'aria-label': 'Bookmark Road resurfacing',
    isPressed: false,
    onPress: fn(),
    children: <BookmarkIcon />,
  },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ 'Not pressed': Default, Pressed, Disabled }), {
    columnWidth: '8rem',
  }),
);

export const Default = meta.story();
export const Pressed = meta.story({ args: { isPressed: true, children: <BookmarkFilledIcon /> } });
export const Disabled = meta.story({ args: { isDisabled: true } });

/** Enter, Space and a click all press it; screen readers hear its pressed state. */
export const ToggledByKeyboardAndPointer = meta.story({
  render: function Render(args) {
    const [isPressed, setPressed] = useState(false);
    return (
      <RowIconButton
        {...args}
        isPressed={isPressed}
        onPress={() => {
          args.onPress();
          setPressed(!isPressed);
        }}
      >
        {isPressed ? <BookmarkFilledIcon /> : <BookmarkIcon />}
      </RowIconButton>
    );
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Bookmark Road resurfacing' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
});
