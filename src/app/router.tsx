import { createBrowserRouter, type RouteObject } from 'react-router-dom';

/** A data router over the route table; tests build the same with createMemoryRouter. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(routes: RouteObject[]): AppRouter {
  return createBrowserRouter(routes);
}
