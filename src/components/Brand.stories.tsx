import { expect, within } from 'storybook/test';
import { HomeLink } from './HomeLink';
import { Logo } from './Logo';
import * as icons from './icons';
import { booleanControl, choiceControl, componentGuide, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Brand',
  component: Logo,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'The BidLantern logo: the full logo in headers and footers, the lantern mark alone where space is short. HomeLink wraps it in the link home that every frame starts with.',
    variants: {
      full: 'the logo with its wordmark: headers and footers.',
      mark: 'the lantern alone where space is short; labelled with the brand name.',
      onDark: 'on navy backgrounds (the footer).',
      HomeLink: 'the logo as the link home each frame starts with.',
    },
    dos: ['Start each frame with HomeLink, so the logo always leads home.'],
    donts: [
      'Recolour or stretch the logo: use its sizes and onDark.',
      'The mark on its own where the name fits.',
    ],
  }),
  argTypes: {
    variant: choiceControl(
      ['full', 'mark'],
      'Mark and wordmark, or the lantern alone (then labelled with the brand name).',
    ),
    size: choiceControl(['sm', 'md', 'lg'], 'Height of the logo.'),
    onDark: booleanControl('Light text for navy backgrounds (the footer).'),
  },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      'Full, small': { args: { size: 'sm' } },
      'Full, medium': FullLogo,
      'Full, large': { args: { size: 'lg' } },
      'Mark alone': { args: { variant: 'mark' } },
      'On dark': OnDark,
      'Link home': LinkHome,
    }),
    { columnWidth: '14rem' },
  ),
);

export const FullLogo = meta.story();
export const Sizes = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
      <Logo variant="mark" />
    </div>
  ),
});
export const OnDark = meta.story({
  args: { onDark: true },
  decorators: [
    (Story) => <div style={{ background: 'var(--bl-color-navy-900)', padding: 24 }}>{Story()}</div>,
  ],
});

/** HomeLink: the logo as the link home that each frame starts with, named for screen readers. */
export const LinkHome = meta.story({
  render: () => <HomeLink />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'BidLantern home' });
    await expect(link).toHaveAttribute('href', '/');
  },
});

/** Every icon, by its export name. */
export const Icons = meta.story({
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 13 }}>
          <Icon size={24} />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  ),
});
