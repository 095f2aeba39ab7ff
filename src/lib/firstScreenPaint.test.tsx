import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintFramesByHand, startPageLoad } from '@/testing/pageLoad';
import {
  useFirstScreenEndsOnNavigation,
  usePartsAfterFirstPaintWaiting,
  useShownAfterFirstPaint,
} from './firstScreenPaint';

function Lower() {
  return <p>{useShownAfterFirstPaint() ? 'Lower cards' : 'Top only'}</p>;
}

/** As RootLayout's footer: shown once no part is still to come. */
function Footer() {
  return usePartsAfterFirstPaintWaiting() ? null : <footer>Footer</footer>;
}

function Frame() {
  useFirstScreenEndsOnNavigation();
  return (
    <>
      <Link to="/next">Next</Link>
      <Link to="/next" replace>
        Redirect
      </Link>
      <Outlet />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter([
    {
      element: <Frame />,
      children: [
        { path: '/', element: <Lower /> },
        { path: '/next', element: <Lower key="next" /> },
      ],
    },
  ]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first screen of a page load', () => {
  it('shows the parts below its first viewport once the browser has painted it', () => {
    vi.useFakeTimers();
    const paint = paintFramesByHand();
    startPageLoad('navigate');
    renderApp();
    expect(screen.getByText('Top only')).toBeInTheDocument();

    act(() => paint());
    // The frame's paint comes before the task after it.
    expect(screen.getByText('Top only')).toBeInTheDocument();
    act(() => vi.runAllTimers());
    expect(screen.getByText('Lower cards')).toBeInTheDocument();
  });

  it.each<[string, NavigationTimingType, string]>([
    ['a reload', 'reload', ''],
    ['Back or Forward into the page', 'back_forward', ''],
    ['a link to an anchor', 'navigate', '#mission'],
  ])('renders whole after %s, which restores a scroll position', (_, type, hash) => {
    startPageLoad(type, hash);
    renderApp();
    expect(screen.getByText('Lower cards')).toBeInTheDocument();
  });

  it('renders whole in a hidden tab, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startPageLoad('navigate');
    renderApp();
    expect(screen.getByText('Lower cards')).toBeInTheDocument();
  });

  it('ends at the first navigation: the next screen renders whole', () => {
    paintFramesByHand();
    startPageLoad('navigate');
    renderApp();
    expect(screen.getByText('Top only')).toBeInTheDocument();

    act(() => screen.getByRole('link', { name: 'Next' }).click());
    expect(screen.getByText('Lower cards')).toBeInTheDocument();
  });

  it('goes on through a redirect, which replaces the entry and starts at the top', () => {
    paintFramesByHand();
    startPageLoad('navigate');
    renderApp();

    act(() => screen.getByRole('link', { name: 'Redirect' }).click());
    expect(screen.getByText('Top only')).toBeInTheDocument();
  });

  it('tells the frame once the parts that follow the first paint are in, so that its footer waits', () => {
    vi.useFakeTimers();
    const paint = paintFramesByHand();
    startPageLoad('navigate');
    const ScreenAndFooter = () => (
      <>
        <Lower />
        <Footer />
      </>
    );
    const { rerender } = render(<ScreenAndFooter />);
    // The window's load renders the frame again before the first paint.
    rerender(<ScreenAndFooter />);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    act(() => paint());
    act(() => vi.runAllTimers());
    expect(screen.getByText('Lower cards')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
