import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RouteScrollRestoration, {
  SCROLL_POSITIONS_KEY,
  forgetScrollPositions,
} from './RouteScrollRestoration';

/** jsdom has no layout: the page's scroll position is this number, moved by scrollTo and by `scrollBy`. */
let scrollY = 0;
const scrollTo = vi.fn((options?: ScrollToOptions | number) => {
  if (typeof options === 'object') scrollY = options.top ?? scrollY;
});
const scrollIntoView = vi.fn();

/** The user scrolls the page to `top`. */
function userScrollsTo(top: number) {
  act(() => {
    scrollY = top;
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderRouter(initialEntries: InitialEntry[], initialIndex?: number) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteScrollRestoration />
            <Outlet />
          </>
        ),
        children: [
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { path: '/summary/:id', element: <h1>Summary</h1> },
          {
            path: '/about',
            element: (
              <>
                <h1>About</h1>
                <h2 id="mission">Our mission</h2>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries, initialIndex },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function go(router: ReturnType<typeof renderRouter>, to: string | number) {
  await act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
}

beforeEach(() => {
  scrollY = 0;
  forgetScrollPositions();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as typeof window.scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('RouteScrollRestoration', () => {
  it('leaves the page the app opened on where the browser has it', () => {
    scrollY = 640;
    renderRouter(['/dashboard']);

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(640);
  });

  it('starts a new screen at the top', async () => {
    const router = renderRouter(['/dashboard']);
    userScrollsTo(900);

    await go(router, '/summary/4');

    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(scrollY).toBe(0);
  });

  it('returns to where each screen was scrolled on Back and Forward', async () => {
    const router = renderRouter(['/dashboard']);
    userScrollsTo(900);
    await go(router, '/summary/4');
    userScrollsTo(300);

    await go(router, -1);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(scrollY).toBe(900);

    await go(router, 1);
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(scrollY).toBe(300);
  });

  it('holds the position it returned to while the screen settles, until the user scrolls', async () => {
    const router = renderRouter(['/dashboard']);
    userScrollsTo(900);
    await go(router, '/summary/4');
    await go(router, -1);

    // Content drawn above a moment later moves the page (the browser's scroll anchoring).
    act(() => {
      scrollY = 934;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(scrollY).toBe(900);

    act(() => void window.dispatchEvent(new Event('wheel')));
    userScrollsTo(1200);
    expect(scrollY).toBe(1200);
  });

  it('keeps the position when only the query string changes (a new search on the dashboard)', async () => {
    const router = renderRouter(['/dashboard?search=roads']);
    userScrollsTo(900);

    await go(router, '/dashboard?search=bridges');

    expect(router.state.location.search).toBe('?search=bridges');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(900);
  });

  it('scrolls a link to an anchor to that anchor', async () => {
    const router = renderRouter(['/dashboard']);
    userScrollsTo(900);

    await go(router, '/about#mission');

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Our mission' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stores the positions when the page is left and hands scrolling back to the browser', async () => {
    const router = renderRouter(['/dashboard']);
    userScrollsTo(900);
    await go(router, '/summary/4');
    act(() => void window.dispatchEvent(new Event('pagehide')));

    const stored = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]') as [string, number][];
    expect(stored).toContainEqual([router.state.location.key, 0]);
    expect(stored.map(([, top]) => top)).toContain(900);
    expect(history.scrollRestoration).toBe('auto');
  });

  it('returns to the position kept before a reload on Back', async () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([['dashboard-entry', 700]]));
    const router = renderRouter(
      [
        { pathname: '/dashboard', key: 'dashboard-entry' },
        { pathname: '/summary/4', key: 'summary-entry' },
      ],
      1,
    );

    await go(router, -1);

    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(scrollY).toBe(700);
  });
});
