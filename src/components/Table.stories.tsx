import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Table, type TableColumn } from './Table';
import { BookmarkFilledIcon } from './icons';
import {
  booleanControl,
  codeOnly,
  componentGuide,
  numberControl,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import preview from '#.storybook/preview';

interface BidRow {
  id: number;
  entityType: string;
  bidName: string;
  openDate: string;
  closedDate: string;
  countdown: string;
}

const ENTITY_TYPES = ['City', 'County', 'State Agency', 'School District', 'Special District', 'Federal'];
const rows: BidRow[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  entityType: ENTITY_TYPES[index % ENTITY_TYPES.length] ?? 'City',
  bidName: `Road resurfacing and drainage improvements, phase ${index + 1}`,
  openDate: `0${(index % 9) + 1}/0${(index % 7) + 1}/26`,
  closedDate: index % 4 === 0 ? 'N/A' : `0${(index % 9) + 1}/2${index % 9}/26`,
  countdown: index % 5 === 0 ? 'Closed' : `${index + 2} days`,
}));

const columns: TableColumn<BidRow>[] = [
  { id: 'entityType', header: 'Entity Type', cell: (row) => row.entityType },
  { id: 'bidName', header: 'Bid Name', cell: (row) => row.bidName, isRowHeader: true },
  { id: 'openDate', header: 'Open Date', cell: (row) => row.openDate },
  { id: 'closedDate', header: 'Closed Date', cell: (row) => row.closedDate },
  { id: 'countdown', header: 'Countdown', cell: (row) => row.countdown },
  {
    id: 'bookmark',
    header: 'Bookmark',
    isHeaderHidden: true,
    align: 'center',
    cell: (row) => (
      <Button variant="ghost" size="sm" aria-label={`Remove bookmark: ${row.bidName}`}>
        <BookmarkFilledIcon />
      </Button>
    ),
  },
];

const meta = preview.meta({
  title: 'Components/Table',
  component: Table<BidRow>,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Records in rows and columns (bookmarked bids, payments), with paging, loading and empty states built in; rows can open a record.',
    variants: {
      pageSize:
        "a list longer than a screen, paged in the browser: adds 'X-Y of N results found' and Pagination.",
      isLoading: 'placeholders in place of the rows while the first page loads.',
      emptyState: 'what shows when there are no rows, with the way to fill it (No bookmarked bids found).',
      'cards and sideways scrolling':
        'automatic: narrower than the columns need (cardsBelow), each row becomes a card of "Label value" lines; between that and full width the rows scroll inside their box.',
    },
    dos: [
      'Mark the column that names the record as its row header (Bid Name): screen readers read each row by it.',
      'Give every table an empty state that says what is missing and how to add it.',
      'Name the controls in a row with the row ("Remove bookmark: Road resurfacing…").',
    ],
    donts: [
      'A table for a few facts about one record: use a list.',
      'Hide the header of a column that holds text: isHeaderHidden is for icon-only columns (Bookmark).',
    ],
  }),
  argTypes: {
    'aria-label': textControl('Names the table.'),
    pageSize: numberControl("Rows a page; adds 'X-Y of N results found' and Pagination."),
    cardsBelow: numberControl(
      'Width (em) the columns need side by side; a narrower container shows the rows as cards. Default: estimated from the columns.',
    ),
    isLoading: booleanControl('Shows placeholders instead of rows.'),
    columns: codeOnly('Header and cell renderer of each column; the row header names the row (memoise it).'),
    rows: codeOnly('The records.'),
    getRowId: codeOnly('A stable id for each record.'),
    emptyState: codeOnly('Shown when there are no rows.'),
  },
  args: {
    'aria-label': 'Bookmarked Bids',
    columns,
    rows,
    getRowId: (row: BidRow) => row.id,
    pageSize: 5,
    onRowAction: fn(),
  },
});

/** Every state side by side; each table has its own name, so the overview reads as five tables. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      'Paged, 5 a page': { args: { 'aria-label': 'Bids, paged' } },
      'One page': { args: { ...SinglePage.input.args, 'aria-label': 'Bids on one page' } },
      Loading: { args: { ...Loading.input.args, 'aria-label': 'Bids loading' } },
      Empty: { args: { ...Empty.input.args, 'aria-label': 'No bids' } },
      'Cards, in a narrow container': {
        args: { rows: rows.slice(0, 2), 'aria-label': 'Bids as cards' },
        decorators: CardsInANarrowContainer.input.decorators,
      },
    }),
    { columnWidth: '100%' },
  ),
);

/** Five rows a page; the footer counts 'X-Y of N results found' and the pagination moves through pages. */
export const Paged = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1-5 of 12 results found')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('6-10 of 12 results found')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('11-12 of 12 results found')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(canvas.getByText('1-5 of 12 results found')).toBeInTheDocument();
  },
});

/** A click on a row opens it; a click on a control in the row only works that control. */
export const RowAction = meta.story({
  args: { onRowAction: fn() },
  play: async ({ canvas, args }) => {
    const [firstRow] = canvas.getAllByRole('row').slice(1);
    if (!firstRow) throw new Error('no data row');
    await userEvent.click(within(firstRow).getByRole('cell', { name: /City/ }));
    await expect(args.onRowAction).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(within(firstRow).getByRole('button', { name: /Remove bookmark/ }));
    await expect(args.onRowAction).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('rowheader', { name: rows[0]?.bidName })).toBeInTheDocument();
  },
});

export const Phone = meta.story({ globals: { viewport: { value: 'phone', isRotated: false } } });

export const Empty = meta.story({
  args: {
    rows: [],
    emptyState: <EmptyState title="No bookmarked bids found" description="Bookmark a bid to keep it here." />,
  },
});

export const Loading = meta.story({
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeInTheDocument();
  },
});

export const SinglePage = meta.story({ args: { rows: rows.slice(0, 3) } });

/** Puts the table in a box of this width, as a sidebar or a zoomed page leaves it. */
const inBoxOfWidth =
  (width: string): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );

/** Wider than a phone's screen, but narrower than the columns need: each row is a card of "Label value" lines. */
export const CardsInANarrowContainer = meta.story({
  decorators: [inBoxOfWidth('24rem')],
  play: async ({ canvas, canvasElement }) => {
    const [firstRow] = canvas.getAllByRole('row').slice(1);
    if (!firstRow) throw new Error('no data row');
    await expect(getComputedStyle(firstRow).display).toBe('block');
    // Every value is labelled with its column's header, and still is a cell of that column.
    for (const header of ['Entity Type', 'Open Date', 'Closed Date', 'Countdown'])
      await expect(within(firstRow).getByText(header)).toBeVisible();
    await expect(within(firstRow).getAllByRole('cell')).toHaveLength(columns.length - 1);
    await expect(within(firstRow).getByRole('rowheader', { name: rows[0]?.bidName })).toBeVisible();
    // Nothing sticks out of the box, hidden headers included: no sideways scrolling anywhere.
    const table = canvas.getByRole('table', { name: 'Bookmarked Bids' });
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Cards never scroll, so the box around them is no tab stop.
    await expect(canvas.queryByRole('region', { name: 'Bookmarked Bids' })).toBeNull();
    await expect(table).toBeVisible();
  },
});

/**
 * Wide enough for columns (cardsBelow) but narrower than these: the rows scroll inside their box. The
 * hidden side is shaded, and the box takes focus, named like the table, so arrow keys can scroll it.
 */
export const ScrollsWhereColumnsDoNotFit = meta.story({
  args: { cardsBelow: 16 },
  decorators: [inBoxOfWidth('20rem')],
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Bookmarked Bids' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const frame = region.parentElement;
    if (!frame) throw new Error('no frame around the scrolling box');
    await expect(frame).toHaveAttribute('data-more-after');
    await expect(frame).not.toHaveAttribute('data-more-before');
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(frame).toHaveAttribute('data-more-before'));
    await expect(frame).not.toHaveAttribute('data-more-after');
    // The page itself does not scroll sideways: only the box does.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
