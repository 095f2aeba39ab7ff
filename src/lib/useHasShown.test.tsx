import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHasShown } from './useHasShown';

function Part() {
  const [ref, hasShown] = useHasShown<HTMLDivElement>();
  return <div ref={ref}>{hasShown ? 'Chart' : 'Placeholder'}</div>;
}

/** A stand-in IntersectionObserver whose callback the test calls, as the browser does on scrolling. */
function observeByHand() {
  const observers: { callback: IntersectionObserverCallback; disconnect: () => void }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
        observers.push(this);
      }
      observe() {}
      disconnect = vi.fn();
    },
  );
  const scroll = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers)
        observer.callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
    });
  return { observers, scroll };
}

afterEach(() => vi.unstubAllGlobals());

describe('a part that loads when it shows', () => {
  it('shows its placeholder until its place shows, then stays shown', () => {
    const { observers, scroll } = observeByHand();
    render(<Part />);
    expect(screen.getByText('Placeholder')).toBeInTheDocument();

    scroll(false);
    expect(screen.getByText('Placeholder')).toBeInTheDocument();

    scroll(true);
    expect(screen.getByText('Chart')).toBeInTheDocument();
    expect(observers[0]?.disconnect).toHaveBeenCalled();

    scroll(false);
    expect(screen.getByText('Chart')).toBeInTheDocument();
  });

  it('shows at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('Chart')).toBeInTheDocument();
  });
});
