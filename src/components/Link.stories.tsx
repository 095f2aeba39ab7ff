import { Link } from './Link';
import {
  choiceControl,
  componentGuide,
  disabledControl,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Going somewhere: another page, an anchor or a document. Looks like a button (buttonVariant) when the step is navigation, e.g. Upgrade Plan to /pricing.',
    variants: {
      inline: 'a link inside a sentence; always underlined.',
      standalone: 'a link on its own line (See plans and pricing, Terms & Conditions).',
      nav: 'an entry in a menu or a navigation bar.',
      buttonVariant:
        'navigation that is the next step of the screen (Upgrade Plan to /pricing): it looks like that Button.',
      'target="_blank"': 'a document (the terms PDF); the link tells screen readers it opens a new tab.',
    },
    dos: [
      'Say where it goes: "See plans and pricing", never "Click here".',
      'Use a Link, not a Button, whenever the address changes, so it can be opened in a new tab and shared.',
    ],
    donts: [
      'A Link that runs an action on this page (save, delete, resend): that is a Button.',
      'Open app pages in a new tab: keep `_blank` for documents.',
    ],
  }),
  argTypes: {
    href: textControl('Where it goes (an app path, an anchor or an http(s) address).'),
    children: textControl('The text: says where it goes.'),
    variant: choiceControl(
      ['inline', 'standalone', 'nav'],
      'inline: in running text; standalone: on its own line; nav: in menus.',
    ),
    buttonVariant: choiceControl(
      ['primary', 'secondary', 'ghost', 'danger', 'link'],
      'Look like this Button variant.',
    ),
    buttonSize: choiceControl(['sm', 'md', 'lg'], 'Button size when it looks like a button.'),
    target: textControl('`_blank` opens a new tab (then it says so to screen readers).'),
    isDisabled: disabledControl,
  },
  args: { href: '/pricing', children: 'See plans and pricing' },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      Inline,
      Standalone,
      Nav,
      'Opens in a new tab': OpensInNewTab,
      'Looks like a button': LooksLikeAButton,
      Disabled,
    }),
    { columnWidth: '14rem' },
  ),
);

export const Inline = meta.story({
  render: (args) => (
    <p>
      Compare what each plan includes on the <Link {...args}>pricing page</Link>.
    </p>
  ),
});
export const Standalone = meta.story({ args: { variant: 'standalone' } });
export const Nav = meta.story({ args: { variant: 'nav', children: 'Bids', href: '/dashboard' } });
export const OpensInNewTab = meta.story({
  args: { href: '/terms.pdf', target: '_blank', children: 'Terms & Conditions', variant: 'standalone' },
});
export const LooksLikeAButton = meta.story({ args: { buttonVariant: 'primary', children: 'Upgrade Plan' } });
export const Disabled = meta.story({ args: { isDisabled: true, variant: 'standalone' } });
