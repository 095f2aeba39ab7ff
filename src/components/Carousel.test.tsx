import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';
import { stubReducedMotion } from '@/testing/reducedMotion';

const INTERVAL_MS = 2000;
const slides = ['Search every state', 'Advanced filters', 'Bookmark bids'].map((title) => ({
  id: title,
  content: <strong>{title}</strong>,
}));

/** The slide on show, by its position ("2 of 3"). */
function shownSlide(): string | null {
  const shown = screen.getAllByRole('group', { hidden: true }).filter((slide) => !slide.hidden);
  return shown.length === 1 ? (shown[0]?.getAttribute('aria-label') ?? null) : null;
}

/** Lets `intervals` autoplay intervals pass. */
function waitIntervals(intervals: number) {
  act(() => vi.advanceTimersByTime(intervals * INTERVAL_MS));
}

function renderCarousel() {
  render(<Carousel aria-label="My Features" slides={slides} autoplayInterval={INTERVAL_MS} />);
  return screen.getByRole('region', { name: 'My Features' });
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('moves on to the next slide by itself, back to the first after the last', () => {
    renderCarousel();
    expect(shownSlide()).toBe('1 of 3');
    waitIntervals(1);
    expect(shownSlide()).toBe('2 of 3');
    waitIntervals(2);
    expect(shownSlide()).toBe('1 of 3');
  });

  it('stops moving while the pointer is over it and moves on once it leaves', () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    waitIntervals(2);
    expect(shownSlide()).toBe('1 of 3');
    expect(carousel).not.toHaveAttribute('data-rotating');
    fireEvent.mouseLeave(carousel);
    waitIntervals(1);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('stops moving while focus is inside it and moves on once focus leaves', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    waitIntervals(2);
    expect(shownSlide()).toBe('1 of 3');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    waitIntervals(1);
    expect(shownSlide()).toBe('2 of 3');
  });

  it('stops moving for good once paused, and still shows the next slide when asked', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    // Focus stays on the carousel's buttons after the click: it moves it elsewhere to show the pause holds.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    waitIntervals(2);
    expect(shownSlide()).toBe('1 of 3');
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('2 of 3');
  });

  it('never moves by itself and offers no pause button when the user prefers reduced motion', () => {
    stubReducedMotion(true);
    renderCarousel();
    waitIntervals(2);
    expect(shownSlide()).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: 'Pause slide rotation' })).not.toBeInTheDocument();
  });
});
