import { expect, userEvent } from 'storybook/test';
import { Carousel, type CarouselSlide } from './Carousel';
import { BellIcon, BookmarkIcon, DownloadIcon, FilterIcon, SearchIcon } from './icons';
import { codeOnly, componentGuide, numberControl, textControl } from './testing/storyDocs';
import preview from '#.storybook/preview';

const features = [
  { title: 'Search every state', Icon: SearchIcon },
  { title: 'Advanced filters', Icon: FilterIcon },
  { title: 'Bookmark bids', Icon: BookmarkIcon },
  { title: 'Follow bids', Icon: BellIcon },
  { title: 'Export to CSV', Icon: DownloadIcon },
];

const slides: CarouselSlide[] = features.map(({ title, Icon }) => ({
  id: title,
  content: (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        gap: 12,
        padding: 32,
        background: 'var(--bl-color-navy-900)',
        color: 'white',
        minHeight: 180,
      }}
    >
      <Icon size={40} />
      <strong>{title}</strong>
    </div>
  ),
}));

const meta = preview.meta({
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Pictures that move on by themselves (My Features), with pause, previous and next; it pauses on hover and focus. Not for anything the user must read.',
    dos: [
      'Name it (aria-label) and keep its pause, previous and next buttons.',
      'Slides the page can do without (My Features).',
    ],
    donts: [
      'Anything the user must read or act on: prices, errors, steps.',
      'A carousel where a list would show everything at once.',
    ],
  }),
  argTypes: {
    'aria-label': textControl('Names the carousel for screen readers.'),
    autoplayInterval: numberControl('Milliseconds between slides while playing.'),
    slides: codeOnly('The slides: a title, a line of text and an icon each.'),
  },
  args: { 'aria-label': 'My Features', slides },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
});

export const Autoplay = meta.story();

/** Rotation stops while the pointer is over it or focus is inside, and the pause button stops it for good. */
export const PausesOnHoverAndFocus = meta.story({
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: 'My Features' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    // With reduced motion (`npm test` plays the stories so) it never autoplays, so there is no pause to
    // see: Carousel.test.tsx checks the pausing with motion allowed, on every `npm test`.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(carousel).not.toHaveAttribute('data-rotating');
      return;
    }
    await expect(carousel).toHaveAttribute('data-rotating');
    await userEvent.hover(carousel);
    await expect(carousel).not.toHaveAttribute('data-rotating');
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-rotating');
    await userEvent.tab();
    await expect(carousel).not.toHaveAttribute('data-rotating');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide rotation' }));
    await expect(canvas.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: '2 of 5' })).not.toHaveAttribute('hidden');
  },
});
