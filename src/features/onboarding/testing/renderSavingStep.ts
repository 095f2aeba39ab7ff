import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { renderRoute } from '@/testing/renderRoute';
import { onboardingSaveHandler } from '../api/testHandlers';

/**
 * Renders the saving step `Screen` at `path` with `server` answering its saves with `status` (200: the
 * saved profile). Returns the render, the bodies sent (in order) and a user to drive the screen.
 */
export function renderSavingStep(server: SetupServer, path: string, Screen: ComponentType, status = 200) {
  const sent: unknown[] = [];
  server.use(onboardingSaveHandler(sent, status));
  return { ...renderRoute(path, Screen), sent, user: userEvent.setup() };
}
