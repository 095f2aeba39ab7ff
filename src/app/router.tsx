import { createBrowserRouter } from 'react-router-dom';
import { type RouteData, createAppRoutes } from './routes';

/** A data router over the route table; tests build the same with createMemoryRouter. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(data: RouteData): AppRouter {
  return createBrowserRouter(createAppRoutes(data));
}
