/**
 * Route modules named once, for the route table (routes.tsx) and for the build (vite.config.ts),
 * which cannot load the route table itself: plain data, no React. A module is named by its path
 * under src/ without the extension, a feature's screen by its path under src/features/.
 */
import { PREVIEW_PARAM, paths } from '../lib/routes.ts';

/** A route module's source file (as in the route's handle), from its path under src/ without the extension. */
export const moduleFile = (module: string) => `src/${module}.tsx`;

/** A feature's screen, from its path under src/features/. */
export const featureScreen = (module: string) => `features/${module}`;

export const HOME = 'marketing/routes/HomePage';
export const FORM_LAYOUT = 'app/layout/FormLayout';
export const LOGIN = 'auth/routes/LoginPage';
export const FORGOT_PASSWORD = 'auth/routes/ForgotPasswordPage';
export const REGISTER = 'onboarding/routes/RegisterPage';

/** React Aria's router link-up: part of the screen scope of every route but the landing (routes.tsx, screenScopeModules). */
export const ROUTER_LINKS_MODULE = 'src/lib/AriaRouterBridge.tsx';

/** The query cache's source module (TanStack Query, the persisted cache): the other part of the screen scope. */
export const QUERY_CACHE_MODULE = 'src/app/query/queryRuntime.tsx';

/** An entry page: its path and the source files it hydrates with (main.tsx loads them first). */
export interface EntryPage {
  path: string;
  files: readonly string[];
}

/** The landing: its screen alone (no React Aria, no query cache: routes.tsx, screenScopeModules). */
export const LANDING_PAGE: EntryPage = { path: paths.home, files: [moduleFile(featureScreen(HOME))] };

/**
 * The form pages visitors land on (prerendered, held to their JS budget): each hydrates with the
 * form layout, its screen and React Aria's router link-up. The build gives what they all need one
 * chunk (scripts/vite/formPagesChunk.ts); scripts/check-budgets.mjs weighs them.
 */
export const ENTRY_FORM_PAGES: readonly EntryPage[] = [
  { path: paths.login, screen: LOGIN },
  { path: paths.forgotPassword, screen: FORGOT_PASSWORD },
  { path: paths.register, screen: REGISTER },
].map(({ path, screen }) => ({
  path,
  files: [moduleFile(FORM_LAYOUT), moduleFile(featureScreen(screen)), ROUTER_LINKS_MODULE],
}));

/**
 * The logged-in screens held to a JS budget (scripts/check-budgets.mjs) and whose shared modules the
 * build groups (scripts/vite/loggedInScreensChunks.ts): each with its first screen's source files
 * (its loader, layout or tab) and the screen scope every logged-in route renders in.
 */
// Pure: the entry chunk carries routeModules.ts for the route table, without this list.
export const LOGGED_IN_SCREENS: readonly EntryPage[] = /* @__PURE__ */ [
  {
    path: paths.dashboard,
    files: ['features/bids/routes/DashboardPage.tsx', 'features/bids/api/dashboardRoute.ts'],
  },
  { path: '/summary/:id', files: ['features/bids/routes/BidSummaryPage.tsx'] },
  { path: paths.followedBids, files: ['features/bids/routes/FollowedBidsPage.tsx'] },
  {
    path: `${paths.userProfile}/plans`,
    files: [
      'features/profile/routes/UserProfilePage.tsx',
      'app/profile/MyPlansTabPage.tsx',
      'app/profile/ProfileTabError.tsx',
    ],
  },
  {
    path: paths.superAdmin,
    files: ['features/admin/routes/SuperAdminPage.tsx', 'features/admin/routes/AdminOverviewPage.tsx'],
  },
].map(({ path, files }) => ({
  path,
  files: [...files.map((file) => `src/${file}`), ROUTER_LINKS_MODULE, QUERY_CACHE_MODULE],
}));

/** The request every signed-in screen waits for (src/api/session.ts), under the API's base URL. */
export const SESSION_REQUEST = '/auth/session/';

/**
 * The API requests a signed-in screen sends whatever the session says, under the API's base URL,
 * with the route's parameters (`:id`) filled in: the SPA fallback page sends them with the session's
 * as soon as it is parsed (scripts/vite/signedInScreenPreloads.ts), and the screen's own identical
 * request takes that answer (src/api/http.ts). As the generated URLs write them
 * (src/api/http.test.ts).
 */
export const SCREEN_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  // The bids only from the link's query (SCREEN_QUERY_REQUESTS): a first visit's search comes from
  // the profile's coverage (the route's loader).
  [paths.dashboard]: ['/bids/saved-filters/', '/bids/solicitation/'],
  '/summary/:id': ['/bids/:id/', '/bids/similar/:id'],
  [paths.followedBids]: ['/bids/follow/?page_size=500'],
  // Not the states, a public list (sent without a token, src/api/http.ts).
  [`${paths.userProfile}/plans`]: ['/payments/my-payments/?page=1&page_size=100', '/payments/subscription/'],
  [paths.superAdmin]: ['/admin/stats/'],
};

/**
 * A screen request whose query is the page's own: sent early, as SCREEN_REQUESTS are, when the page's
 * query names `whenNamed`, with the `omit`ted and empty parameters left out.
 */
export interface PageQueryRequest {
  path: string;
  whenNamed: string;
  omit: readonly string[];
  /**
   * A page query without `whenNamed` (a first visit): the source module, under the project's root,
   * whose `exportName`d function `(pageQuery, session) => path | null` gives the request the
   * screen's loader will send, from the session's answer (built on its own:
   * scripts/vite/signedInScreenPreloadsModules.ts).
   */
  firstVisit?: { module: string; exportName: string };
}

/**
 * The dashboard's link names GET /bids/'s parameters as the API takes them, in the order the loader
 * asks (features/bids/dashboard/bidSearch.ts): a link with its `states` (one the loader does not
 * redirect) is its bids request, less the open preview and a cleared list. The loader takes the early
 * answer only when it asks for exactly that URL (src/api/http.ts), so a link it corrects costs one
 * unused request, never a wrong answer. A first visit's (no states: the profile's coverage) is derived
 * by the loader's own code once the session's answer is in.
 */
export const SCREEN_QUERY_REQUESTS: Readonly<Record<string, PageQueryRequest>> = {
  [paths.dashboard]: {
    path: '/bids/',
    whenNamed: 'states',
    omit: [PREVIEW_PARAM],
    firstVisit: {
      module: 'src/features/bids/api/dashboardRouteSearch.ts',
      exportName: 'firstVisitBidsPath',
    },
  },
};

/**
 * Code a signed-in screen loads with its data rather than with its module (src/lib/screenPrefetch.ts),
 * under src/: the SPA fallback page asks for it with the screen's chunks.
 */
export const SCREEN_PREFETCHED_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/summary/:id': ['src/features/bids/summary/AtAGlance.tsx'],
};
