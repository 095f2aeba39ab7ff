import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderRoute } from '@/testing/renderRoute';

/** Opens the step `Screen` at `path` and presses Continue without answering anything. */
export async function continueUnanswered(path: string, Screen: ComponentType) {
  renderRoute(path, Screen);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
}
