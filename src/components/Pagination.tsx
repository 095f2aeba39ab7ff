import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { cx } from './classNames';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from './icons';
import './Pagination.css';

export interface PaginationProps {
  /** Current 1-based page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; give each one on a page a distinct name. */
  'aria-label'?: string;
  /** How many numbered buttons to show at most (a window around the current page). */
  maxPageButtons?: number;
  className?: string;
}

/** The numbers to show: a window of `size` pages around `page`, kept within 1..pageCount. */
export function visiblePageNumbers(page: number, pageCount: number, size: number): number[] {
  const windowSize = Math.min(size, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(windowSize / 2)), pageCount - windowSize + 1);
  return Array.from({ length: windowSize }, (_, offset) => first + offset);
}

/** First, previous, numbered, next and last page buttons in a `nav`; the current page has aria-current="page". */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  'aria-label': ariaLabel = 'Pagination',
  maxPageButtons = 5,
  className,
}: PaginationProps) {
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  const stepButton = (label: string, target: number, isDisabled: boolean, icon: ReactNode) => (
    <li>
      <Button
        className="bl-pagination__button"
        aria-label={label}
        isDisabled={isDisabled}
        onPress={() => onPageChange(target)}
      >
        {icon}
      </Button>
    </li>
  );

  return (
    <nav aria-label={ariaLabel} className={cx('bl-pagination', className)}>
      <ul className="bl-pagination__list">
        {stepButton('First page', 1, isFirst, <ChevronsLeftIcon size={18} />)}
        {stepButton('Previous page', page - 1, isFirst, <ChevronLeftIcon size={18} />)}
        {visiblePageNumbers(page, pageCount, maxPageButtons).map((pageNumber) => (
          <li key={pageNumber}>
            <Button
              className="bl-pagination__button bl-pagination__button--number"
              aria-label={`Page ${pageNumber}`}
              aria-current={pageNumber === page ? 'page' : undefined}
              onPress={() => onPageChange(pageNumber)}
            >
              {pageNumber}
            </Button>
          </li>
        ))}
        {stepButton('Next page', page + 1, isLast, <ChevronRightIcon size={18} />)}
        {stepButton('Last page', pageCount, isLast, <ChevronsRightIcon size={18} />)}
      </ul>
    </nav>
  );
}
