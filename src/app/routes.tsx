import { Fragment, type ComponentType } from 'react';
import {
  type LazyRouteFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  matchRoutes,
} from 'react-router-dom';
import {
  ADMIN_SECTIONS,
  type AdminSection,
  PROFILE_TABS,
  type ProfileTab,
  type RoutePath,
  SUMMARY_ROUTE,
  dashboardSearchKey,
  paths,
} from '@/lib/routes';
import { retryingImport } from '@/lib/lazyImport';
import type { ScreenPrefetch } from '@/lib/screenPrefetch';
import { RequireAuth } from './guards/RequireAuth';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage, RouteErrorView } from './layout/RouteErrorPage';
import { RouteFallback } from './layout/RouteFallback';
import { ONBOARDING_STEPS, type RouteHandle } from './layout/routeHandle';
import {
  ENTRY_FORM_PAGES,
  FORGOT_PASSWORD,
  FORM_LAYOUT,
  HOME,
  LANDING_PAGE,
  LOGIN,
  QUERY_CACHE_MODULE,
  REGISTER,
  ROUTER_LINKS_MODULE,
  featureScreen,
  moduleFile,
} from './routeModules';
import type { QueryRuntime } from './query/queryRuntime';

type RouteModule = { default: ComponentType; prefetch?: ScreenPrefetch };

/** What a code-split route's `lazy` resolves to: with the screen module's `prefetch`, if it has one. */
type LoadedRoute = Awaited<ReturnType<LazyRouteFunction<RouteObject>>> & { prefetch?: ScreenPrefetch };

/**
 * Every screen and lazy layout, one chunk each. Keyed by source path, which the route keeps in its
 * handle: the prerender looks that path up in the build manifest to link the page's CSS and chunks.
 */
const routeModules = import.meta.glob<RouteModule>([
  '/src/features/*/routes/*Page.tsx',
  '/src/app/layout/FormLayout.tsx',
  '/src/app/profile/*Page.tsx',
]);

/**
 * A code-split route: its module (a path under src/, without the extension) loads on first
 * visit. The fallback shows inside the layout while the first screen's chunk loads; later
 * navigations keep the old screen until the new one is ready (with the progress bar in RootLayout).
 */
function lazyRoute(module: string, route: RouteObject & { handle?: RouteHandle }): RouteObject {
  const file = moduleFile(module);
  const importModule = routeModules[`/${file}`];
  if (!importModule) throw new Error(`No route module at ${file}`);
  const load = retryingImport(importModule);
  return {
    ...route,
    handle: { ...route.handle, module: file },
    lazy: async (): Promise<LoadedRoute> => {
      const { default: Component, prefetch } = await load();
      return { Component, prefetch };
    },
    hydrateFallbackElement: <RouteFallback />,
  };
}

function screen(path: RoutePath, module: string, handle?: RouteHandle): RouteObject {
  return lazyRoute(featureScreen(module), { path, handle });
}

/**
 * Screens only a signed-in user sees (docs/product/screens.md#guarded-routes): RequireAuth sends
 * anyone else to /login.
 */
function requiringLogin(children: RouteObject[]): RouteObject {
  return { element: <RequireAuth />, handle: { requiresLogin: true } satisfies RouteHandle, children };
}

/** Whether the screen at `pathname` is one only a signed-in user sees. */
export function requiresLogin(routes: RouteObject[], pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(
    ({ route }) => (route.handle as RouteHandle | undefined)?.requiresLogin === true,
  );
}

function onboardingStep(label: (typeof ONBOARDING_STEPS)[number]): RouteHandle {
  return { onboardingStep: ONBOARDING_STEPS.indexOf(label) + 1 };
}

/**
 * The account area's tabs (docs/product/screens.md#account-area): the module of each, in src/. Bids and
 * AI Toolset compose other features, Profile adds onboarding's "What we match on".
 */
const PROFILE_TAB_MODULES: Readonly<Record<ProfileTab, string>> = {
  profile: 'app/profile/ProfileAndMatchingTabPage',
  plans: 'app/profile/MyPlansTabPage',
  bids: 'app/profile/ProfileBidsTabPage',
  'ai-toolset': 'app/profile/ProfileAiToolsetTabPage',
  settings: 'features/profile/routes/AccountSettingsTabPage',
};

const loadProfileTabError = retryingImport(() => import('./profile/ProfileTabError'));

/**
 * /user-profile opens Profile (the index); each other tab is a child path. Each fails on its own: its
 * error boundary comes with its code (no account-area code on the landing).
 */
function profileTab(tab: ProfileTab): RouteObject {
  const place = tab === 'profile' ? { index: true as const } : { path: tab };
  const route = lazyRoute(PROFILE_TAB_MODULES[tab], place);
  const loadScreen = route.lazy as LazyRouteFunction<RouteObject>;
  const lazy: LazyRouteFunction<RouteObject> = async () => {
    const [screen, { ProfileTabError }] = await Promise.all([loadScreen(), loadProfileTabError()]);
    return { ...screen, ErrorBoundary: ProfileTabError };
  };
  return { ...route, lazy };
}

/**
 * The administration console's sections (docs/product/screens.md#administration-console), one chunk
 * each: Overview is /super-admin itself.
 */
const ADMIN_SECTION_MODULES: Readonly<Record<AdminSection, string>> = {
  overview: 'features/admin/routes/AdminOverviewPage',
  scrapers: 'features/admin/routes/AdminScrapersPage',
  logs: 'features/admin/routes/AdminLogsPage',
  users: 'features/admin/routes/AdminUsersPage',
};

function adminSection(section: AdminSection): RouteObject {
  return lazyRoute(
    ADMIN_SECTION_MODULES[section],
    section === 'overview' ? { index: true } : { path: section },
  );
}

/** What the routes load data with: the app's query runtime, loaded on demand (lazyQueryRuntime.ts). */
export interface RouteData {
  loadQuery: () => Promise<QueryRuntime>;
}

const EMAIL_VERIFICATION = 'onboarding/routes/EmailVerificationPage';

/**
 * What a code-split route renders inside and loads with its own module: its screen scope. The entry
 * pages (routeModules.ts) leave out what they do not render, so their JS stays within budget
 * (docs/performance.md#targets): the landing renders neither a query nor a React Aria component; the form pages render React
 * Aria but send their requests without the query cache (useLazyRequest). Every other route has both.
 */
const SCREENS_WITHOUT_ROUTER_LINKS = new Set(LANDING_PAGE.files);
const SCREENS_WITHOUT_QUERY_CACHE = new Set(
  [LANDING_PAGE, ...ENTRY_FORM_PAGES].flatMap((page) => page.files),
);

/** The source modules a code-split route (its module, as in its handle) loads with its own: a prerendered page preloads their chunks. */
export function screenScopeModules(module: string): string[] {
  return [
    ...(SCREENS_WITHOUT_ROUTER_LINKS.has(module) ? [] : [ROUTER_LINKS_MODULE]),
    ...(SCREENS_WITHOUT_QUERY_CACHE.has(module) ? [] : [QUERY_CACHE_MODULE]),
  ];
}

const loadRouterLinks = retryingImport(() => import('@/lib/AriaRouterBridge'));

/** Only needed once a load has failed: its chunk loads after the first screen's, not in the page's JS budget. */
const loadRetryScreen = retryingImport(() => import('./layout/ScreenLoadRetry'));

/**
 * React Router keeps a route's rejected `lazy()` for good: in the app, a failed load resolves to a
 * screen that says why and loads the code again (screenLoadRetry), so no failure outlives the network's.
 * Should even that screen's code not load, the route fails as before (RouteErrorPage).
 */
function recovering(lazy: LazyRouteFunction<RouteObject>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      const loaded = await lazy();
      void loadRetryScreen().catch(() => undefined);
      return loaded;
    } catch (error) {
      const { screenLoadRetry } = await loadRetryScreen().catch(() => Promise.reject(error));
      const loadScreen = async () => (await lazy()).Component ?? Fragment;
      return {
        Component: screenLoadRetry(error, loadScreen, { ErrorView: RouteErrorView, Fallback: RouteFallback }),
      };
    }
  };
}

/**
 * Wraps each code-split route in its screen scope: React Aria's router link-up (AriaRouterBridge) and,
 * in the app and its tests, the query cache. Without `loadQuery` (prerendering) the page provides the
 * cache itself, and a failed load fails the build rather than recovering.
 */
function inScreenScope(routes: RouteObject[], loadQuery?: RouteData['loadQuery']): RouteObject[] {
  return routes.map((route) => {
    const children = route.children && inScreenScope(route.children, loadQuery);
    const module = (route.handle as RouteHandle | undefined)?.module;
    const lazy = route.lazy;
    const scope = module ? screenScopeModules(module) : [];
    if (typeof lazy !== 'function') return { ...route, children } as RouteObject;
    const lazyInScope: LazyRouteFunction<RouteObject> = async () => {
      if (scope.length === 0) return lazy();
      const [{ prefetch, ...loaded }, routerLinks, query] = await Promise.all([
        lazy() as Promise<LoadedRoute>,
        scope.includes(ROUTER_LINKS_MODULE) ? loadRouterLinks() : undefined,
        scope.includes(QUERY_CACHE_MODULE) ? loadQuery?.() : undefined,
      ]);
      const Screen = loaded.Component;
      if (!Screen) return loaded;
      const RouterLinks = routerLinks?.AriaRouterBridge ?? Fragment;
      const QueryScope = query?.QueryScope ?? Fragment;
      const ScreenInScope = () => (
        <RouterLinks>
          <QueryScope>
            <Screen />
          </QueryScope>
        </RouterLinks>
      );
      // The screen's requests start before it renders, side by side (src/lib/screenPrefetch.ts).
      const loader =
        prefetch && query
          ? (args: LoaderFunctionArgs) => {
              prefetch(query.queryClient, args);
              return null;
            }
          : undefined;
      return { ...loaded, Component: ScreenInScope, loader };
    };
    return { ...route, children, lazy: loadQuery ? recovering(lazyInScope) : lazyInScope } as RouteObject;
  });
}

const loadDashboardRoute = retryingImport(() => import('@/features/bids/api/dashboardRoute'));
type LoadDashboard = Awaited<ReturnType<typeof loadDashboardRoute>>['loadDashboard'];

/**
 * The dashboard's data starts with its code: the loader (the bids feature's own small chunk, loaded
 * beside the screen's) parses the URL, redirects a first visit to its canonical search and loads the
 * page of bids; the screen reads what it parsed (docs/CONVENTIONS.md, "The dashboard search").
 */
function dashboardData({ loadQuery }: RouteData): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  // Kept once loaded: awaiting import() again waits for a task, and React renders the pending search
  // in it, so each search's request would start only after that render.
  let loaded: { loadDashboard: LoadDashboard; queryClient: QueryRuntime['queryClient'] } | undefined;
  return {
    loader: async ({ request }) => {
      if (!loaded) {
        const [{ loadDashboard }, { queryClient }] = await Promise.all([loadDashboardRoute(), loadQuery()]);
        loaded = { loadDashboard, queryClient };
      }
      return loaded.loadDashboard(loaded.queryClient, new URL(request.url));
    },
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      // A new search runs the loader again; the preview pane's bid alone does not (the pane loads its own).
      defaultShouldRevalidate && dashboardSearchKey(currentUrl) !== dashboardSearchKey(nextUrl),
  };
}

/**
 * The route table (docs/product/screens.md#routes), apart from the browser router so tests can mount
 * it in memory. With `data`, screens load the query cache with their code and routes start their
 * requests in it (the app and its tests); without, it only matches paths (prerendering).
 */
export function createAppRoutes(data?: RouteData): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // A second boundary below the layout keeps the header and footer around a failed screen.
          errorElement: <RouteErrorPage />,
          children: [
            screen(paths.home, HOME),
            screen(paths.pricing, 'marketing/routes/PricingPage'),
            screen(paths.about, 'marketing/routes/AboutPage'),
            screen(paths.aiToolset, 'ai-toolset/routes/AiToolsetPage'),
            screen(paths.help, 'help/routes/HelpCenterPage'),
            // Same screen as /verification, but this path keeps the site header and footer (docs/product/screens.md#site-header-and-footer).
            screen(paths.emailVerification, EMAIL_VERIFICATION),

            // Lazy: the form layout (help dialog, step bar) pulls in React Aria, which the landing page doesn't need.
            lazyRoute(FORM_LAYOUT, {
              children: [
                screen(paths.login, LOGIN),
                screen(paths.forgotPassword, FORGOT_PASSWORD),
                screen(paths.forgotOtp, 'auth/routes/ForgotOtpPage'),
                screen(paths.confirmPassword, 'auth/routes/ConfirmPasswordPage'),
                screen(paths.register, REGISTER, onboardingStep('Create your account')),
                screen(paths.signup, REGISTER, onboardingStep('Create your account')),
                screen(
                  paths.companyBuild,
                  'onboarding/routes/CompanyBuildPage',
                  onboardingStep('About your company'),
                ),
                screen(paths.verification, EMAIL_VERIFICATION, onboardingStep('Verify your email')),
                screen(paths.plan, 'payments/routes/PlanPage', onboardingStep('Choose your plan')),
                requiringLogin([
                  screen(
                    paths.geographicCoverage,
                    'onboarding/routes/GeographicCoveragePage',
                    onboardingStep('Where you work'),
                  ),
                  screen(
                    paths.industryCategories,
                    'onboarding/routes/IndustryCategoriesPage',
                    onboardingStep('What you do'),
                  ),
                  screen(
                    paths.helpOurAi,
                    'onboarding/routes/HelpOurAiPage',
                    onboardingStep('Your insurance'),
                  ),
                  screen(paths.extraData, 'onboarding/routes/ExtraDataPage', onboardingStep('Extra details')),
                  screen(paths.payment, 'payments/routes/PaymentPage'),
                  screen(paths.paymentStatus, 'payments/routes/PaymentStatusPage'),
                ]),
              ],
            }),

            requiringLogin([
              { ...screen(paths.dashboard, 'bids/routes/DashboardPage'), ...(data && dashboardData(data)) },
              screen(paths.bookmarkedBids, 'bids/routes/BookmarkedBidsPage'),
              screen(paths.followedBids, 'bids/routes/FollowedBidsPage'),
              screen(paths.hiddenBids, 'bids/routes/HiddenBidsPage'),
              screen(SUMMARY_ROUTE, 'bids/routes/BidSummaryPage'),
              // /user-profile/<anything else> matches no child, so it falls through to the not-found page.
              lazyRoute('features/profile/routes/UserProfilePage', {
                path: paths.userProfile,
                children: PROFILE_TABS.map(profileTab),
              }),
              // The console's own chrome around its sections; /super-admin is the Overview.
              lazyRoute('features/admin/routes/SuperAdminPage', {
                path: paths.superAdmin,
                children: ADMIN_SECTIONS.map(adminSection),
              }),
            ]),

            screen('*', 'marketing/routes/NotFoundPage'),
          ],
        },
      ],
    },
  ];
  return inScreenScope(routes, data?.loadQuery);
}

/** The route table for matching paths only (no data loading). */
export const appRoutes = createAppRoutes();
