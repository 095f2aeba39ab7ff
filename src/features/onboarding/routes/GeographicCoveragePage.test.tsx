import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { getDraft } from '../draft/onboardingDraft';
import { onboardingSaveHandler, statesHandler } from '../api/testHandlers';
import GeographicCoveragePage from './GeographicCoveragePage';

const server = setupMockApi();

describe('GeographicCoveragePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(statesHandler);
  });

  it('asks for a region and at least one state', async () => {
    renderRoute('/geographic-coverage', GeographicCoveragePage);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Choose the region you cover')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one state')).toBeInTheDocument();
  });

  it("ticks the region's states, saves them by id and goes on", async () => {
    const sent: unknown[] = [];
    server.use(onboardingSaveHandler(sent));
    renderRoute('/geographic-coverage', GeographicCoveragePage);
    const user = userEvent.setup();

    await screen.findByRole('checkbox', { name: 'Texas' });
    await user.click(screen.getByRole('radio', { name: /^South/ }));
    expect(screen.getByRole('checkbox', { name: 'Florida' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Florida' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { name: 'Arrived at /industry-categories' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { completed_step: 'geographic-coverage', geographic_coverage: { region: 'South', states: [44] } },
    ]);
  });

  it('keeps the answers after a failed save and after the screen opens again', async () => {
    server.use(onboardingSaveHandler([], 500));
    const first = renderRoute('/geographic-coverage', GeographicCoveragePage);
    const user = userEvent.setup();

    await screen.findByRole('checkbox', { name: 'Ohio' });
    await user.click(screen.getByRole('radio', { name: /^Midwest/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not save this step.');
    expect(screen.getByRole('checkbox', { name: 'Ohio' })).toBeChecked();
    first.unmount();

    renderRoute('/geographic-coverage', GeographicCoveragePage);
    expect(await screen.findByRole('checkbox', { name: 'Ohio' })).toBeChecked();
    expect(getDraft().geographicCoverage).toEqual({ region: 'Midwest', states: [36] });
  });
});
