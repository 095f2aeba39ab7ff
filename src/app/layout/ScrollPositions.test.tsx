import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageLoad } from '@/testing/pageLoad';
import { keepScrollOnQueryChange } from '../router';
import { SCROLL_POSITIONS_KEY, ScrollPositions } from './ScrollPositions';

/** jsdom has no layout: the page's scroll position is this number, moved by scrollTo. */
let scrollY = 0;
const scrollTo = vi.fn((x?: ScrollToOptions | number, y?: number) => {
  if (typeof y === 'number') scrollY = y;
  else if (typeof x === 'object') scrollY = x.top ?? scrollY;
});
const scrollIntoView = vi.fn();

function renderRouter(initialEntries: InitialEntry[] = ['/dashboard']) {
  const router = keepScrollOnQueryChange(
    createMemoryRouter(
      [
        {
          element: (
            <>
              <ScrollPositions />
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
      { initialEntries },
    ),
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function go(
  router: ReturnType<typeof renderRouter>,
  to: string | number,
  preventScrollReset?: boolean,
) {
  await act(() =>
    typeof to === 'number' ? router.navigate(to) : router.navigate(to, { preventScrollReset }),
  );
}

const userScrollsTo = (top: number) => {
  scrollY = top;
};

beforeEach(() => {
  scrollY = 0;
  sessionStorage.clear();
  vi.stubGlobal('scrollTo', scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo.mockClear();
  scrollIntoView.mockClear();
});

describe('scroll positions across screens', () => {
  it('leaves the page the app opened on where the browser has it', () => {
    userScrollsTo(340);
    renderRouter();
    expect(scrollY).toBe(340);
  });

  it('starts a new screen at the top', async () => {
    const router = renderRouter();
    userScrollsTo(900);
    await go(router, '/summary/7');
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(scrollY).toBe(0);
  });

  it('returns to where each screen was scrolled on Back and Forward', async () => {
    const router = renderRouter();
    userScrollsTo(900);
    await go(router, '/summary/7');
    userScrollsTo(150);
    await go(router, -1);
    expect(scrollY).toBe(900);
    await go(router, 1);
    expect(scrollY).toBe(150);
  });

  it('keeps the position when only the query string changes (a new search on the dashboard)', async () => {
    const router = renderRouter(['/dashboard?page=1']);
    userScrollsTo(620);
    await go(router, '/dashboard?page=2');
    await go(router, '?page=3');
    expect(scrollY).toBe(620);
  });

  it('starts at the top on a new query when the navigation asks for it', async () => {
    const router = renderRouter(['/dashboard?page=1']);
    userScrollsTo(620);
    await go(router, '/dashboard?page=2', false);
    expect(scrollY).toBe(0);
  });

  it('scrolls a link to an anchor to that anchor', async () => {
    const router = renderRouter();
    await go(router, '/about#mission');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stores the positions when the page is left, for a reload and Back after it', async () => {
    const router = renderRouter();
    userScrollsTo(480);
    act(() => window.dispatchEvent(new Event('pagehide')));
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    expect(stored).toMatchObject({ [router.state.location.key]: 480 });
  });
});

describe('the page the app opens on', () => {
  /** The page's height, and a ResizeObserver the test tells when the page grew. */
  let pageHeight = 800;
  let grew = () => {};
  beforeEach(() => {
    pageHeight = 800;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => pageHeight,
    });
    // As far as the page goes.
    vi.stubGlobal('scrollTo', (_x: number, y: number) => {
      scrollY = Math.min(y, pageHeight - window.innerHeight);
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grew = callback;
        }
        observe() {}
        disconnect() {
          grew = () => {};
        }
      },
    );
  });
  const pageGrowsTo = (height: number) => {
    pageHeight = height;
    act(() => grew());
  };
  /**
   * Opens the page by `type` after the tab stored `top` for it when it was left (React Router keys a
   * document's first entry "default").
   */
  const openAfterLeavingAt = (top: number, type: NavigationTimingType) => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ default: top }));
    startPageLoad(type);
    return renderRouter();
  };

  it('returns, after a reload, to where it was left once its screen has grown tall enough', () => {
    openAfterLeavingAt(2400, 'reload');
    expect(scrollY).toBeLessThan(2400);

    pageGrowsTo(1500);
    expect(scrollY).toBeLessThan(2400);
    pageGrowsTo(4000);
    expect(scrollY).toBe(2400);
  });

  it('keeps to that position as a part above it loads, where the browser would keep what was in view', () => {
    openAfterLeavingAt(2400, 'reload');
    pageGrowsTo(4000);
    // The browser's scroll anchoring, as a card above grows.
    userScrollsTo(3500);

    pageGrowsTo(5100);
    expect(scrollY).toBe(2400);
  });

  it('lets the next screen start at the top', async () => {
    const router = openAfterLeavingAt(2400, 'reload');
    await go(router, '/summary/7');
    expect(scrollY).toBe(0);

    pageGrowsTo(4000);
    expect(scrollY).toBe(0);
  });

  it('stays where the visitor scrolled to while its screen was still loading', () => {
    openAfterLeavingAt(2400, 'back_forward');
    userScrollsTo(300);
    act(() => window.dispatchEvent(new Event('wheel')));

    pageGrowsTo(4000);
    expect(scrollY).toBe(300);
  });

  it("opened afresh, starts where the browser has it, not at another page's position stored under the same key", () => {
    openAfterLeavingAt(2400, 'navigate');

    pageGrowsTo(4000);
    expect(scrollY).toBe(0);
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    expect(stored).toMatchObject({ default: 0 });
  });
});
