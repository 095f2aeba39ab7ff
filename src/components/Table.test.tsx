import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn, estimateColumnsWidth } from './Table';

interface Row {
  id: number;
  name: string;
  state: string;
}

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, cell: (row) => row.name },
  { id: 'state', header: 'State', cell: (row) => row.state },
  { id: 'run', header: 'Actions', isHeaderHidden: true, cell: (row) => <button>Run {row.name}</button> },
];
const rows: Row[] = [{ id: 1, name: 'City of Tulsa Procurement', state: 'OK' }];

/** Lets a test say when the rows' box reports a new size, and how wide its content then is. */
function stubResizeObserver() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (box: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) => {
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
    act(() => callbacks.forEach((callback) => callback()));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the table between columns and cards', () => {
  it('estimates the width columns need: a row name most, a value less, a control least', () => {
    expect(estimateColumnsWidth(columns)).toBe(14 + 7 + 3);
    expect(estimateColumnsWidth([])).toBe(0);
  });

  it('hands the width its columns need to its container query, estimated or as told', () => {
    const { container, rerender } = render(
      <Table aria-label="Scrapers" columns={columns} rows={rows} getRowId={(row) => row.id} />,
    );
    const table = container.querySelector<HTMLElement>('.bl-table');
    expect(table?.style.getPropertyValue('--bl-table-cards-below')).toBe('24');
    rerender(
      <Table
        aria-label="Scrapers"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        cardsBelow={60}
      />,
    );
    expect(table?.style.getPropertyValue('--bl-table-cards-below')).toBe('60');
  });

  it('keeps the table semantics in the card layout: every value stays a cell of its column', () => {
    render(<Table aria-label="Scrapers" columns={columns} rows={rows} getRowId={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Scrapers' });
    expect(table).toHaveAttribute('role', 'table');
    expect(screen.getByRole('rowheader', { name: 'City of Tulsa Procurement' })).toHaveAttribute(
      'role',
      'rowheader',
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'State',
      'Actions',
    ]);
    expect(screen.getAllByRole('cell')).toHaveLength(2);
  });

  it('makes the rows a named tab stop only while they scroll sideways', () => {
    const reportSize = stubResizeObserver();
    render(<Table aria-labelledby="title" columns={columns} rows={rows} getRowId={(row) => row.id} />);
    const box = screen.getByRole('table').parentElement;
    if (!box) throw new Error('no box around the table');
    expect(screen.queryByRole('region')).toBeNull();

    reportSize(box, { scrollWidth: 900, clientWidth: 600 });
    expect(box).toHaveAttribute('role', 'region');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveAttribute('aria-labelledby', 'title');
    // The end of the row is out of sight, its start is not: only that edge is shaded.
    expect(box.parentElement).toHaveAttribute('data-more-after');
    expect(box.parentElement).not.toHaveAttribute('data-more-before');

    reportSize(box, { scrollWidth: 600, clientWidth: 600 });
    expect(box).not.toHaveAttribute('role');
    expect(box).not.toHaveAttribute('tabindex');
    expect(box.parentElement).not.toHaveAttribute('data-more-after');
  });
});
