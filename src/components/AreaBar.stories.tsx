import { expect } from 'storybook/test';
import { AreaBar } from './AreaBar';
import { Button } from './Button';
import { Link } from './Link';
import { codeOnly, componentGuide, textControl } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/AreaBar',
  component: AreaBar,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'The top bar of an area with a frame of its own (the account area, the admin console): the logo home, then the area’s actions. The public pages use the site header instead.',
    dos: [
      'The logo home first, then the area’s way back (Back to Dashboard) and Log out.',
      'Small secondary or ghost buttons and links: the page below holds the main action.',
    ],
    donts: ['AreaBar on the public pages: they have the site header.', 'A primary button in the bar.'],
  }),
  argTypes: {
    badge: codeOnly('Beside the logo, e.g. the console’s Admin badge.'),
    children: codeOnly('The area’s buttons and links.'),
    className: textControl('The area’s class.'),
  },
  args: {
    children: (
      <>
        <Link href="/dashboard" buttonVariant="secondary" buttonSize="sm">
          Back to Dashboard
        </Link>
        <Button variant="ghost" size="sm">
          Log out
        </Button>
      </>
    ),
  },
});

/** The logo links home; the area's actions follow it. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  },
});
