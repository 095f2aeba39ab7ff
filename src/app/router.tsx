import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

/** A data router over the route table; tests build the same with createMemoryRouter. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}
