import { type ComponentProps, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';
import { componentGuide, numberControl, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Page buttons (first, previous, numbers, next, last) under a list paged by the app. Table adds it by itself when it has a pageSize.',
    variants: {
      Pagination: 'a list the server pages (the dashboard’s results), the page kept by the screen.',
      'Table with pageSize': 'a table paged in the browser: Table adds the range and the pagination itself.',
    },
    dos: [
      'Give each navigation on a page a distinct aria-label ("Bid results pages").',
      'Keep the page in the address, so Back and a shared link return to it.',
    ],
    donts: [
      'Pagination under a Table that has a pageSize: it already has one.',
      'Pagination for a list shorter than a page.',
    ],
  }),
  argTypes: {
    page: numberControl('The current page, from 1.'),
    pageCount: numberControl('How many pages there are.'),
    maxPageButtons: numberControl('At most this many numbered buttons, around the current page.'),
    'aria-label': textControl('Names the navigation; distinct when a page has two.'),
  },
  args: { page: 1, pageCount: 12, onPageChange: () => {} },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview<ComponentProps<typeof Pagination>>(
    () => ({
      'First page': { args: { 'aria-label': 'Pages from the first' } },
      'Middle page': { args: { ...MiddlePage.input.args, 'aria-label': 'Pages from the middle' } },
      'Few pages': { args: { ...FewPages.input.args, 'aria-label': 'Three pages' } },
    }),
    { columnWidth: '24rem' },
  ),
);

/** Server-paged lists keep the page themselves and pass it in. */
export const Interactive = meta.story({
  render: function InteractivePagination(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} aria-label="Bid results pages" page={page} onPageChange={setPage} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Bid results pages' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
  },
});

export const MiddlePage = meta.story({ args: { page: 6 } });
export const FewPages = meta.story({ args: { page: 2, pageCount: 3 } });
