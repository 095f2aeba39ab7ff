import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SubscriptionSummary } from '../api/plans';
import { storyProfile, storySubscriptions } from '@/api/testing/profiles';
import { setAccessToken } from '@/lib/session';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { continueUnanswered } from '../testing/continueUnanswered';
import { renderSavingStep } from '../testing/renderSavingStep';
import { getDraft, updateDraft } from '../draft/onboardingDraft';
import { profileHandler, statesHandler } from '../api/testHandlers';
import CompanyBuildPage from './CompanyBuildPage';
import GeographicCoveragePage from './GeographicCoveragePage';

const server = setupMockApi();

describe('GeographicCoveragePage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(statesHandler);
  });

  it('asks for at least one state', async () => {
    await continueUnanswered('/geographic-coverage', GeographicCoveragePage);

    expect(screen.getByText('Choose at least one state')).toBeInTheDocument();
    expect(screen.getByText('0 states selected')).toBeInTheDocument();
  });

  it('opens on the state chosen on company build, so the state is asked once', async () => {
    const companyBuild = renderRoute('/company-build', CompanyBuildPage);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /State$/ }));
    await user.click(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Texas' }),
    );
    companyBuild.unmount();

    renderRoute('/geographic-coverage', GeographicCoveragePage);

    expect(await screen.findByRole('checkbox', { name: 'Texas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ohio' })).not.toBeChecked();
    expect(screen.getByText('1 state selected')).toBeInTheDocument();
    expect(within(screen.getByRole('grid', { name: 'Chosen states' })).getByRole('row')).toHaveTextContent(
      'Texas',
    );
  });

  it('adds a region to the states picked by hand, shows the count and chips above the list, and saves both', async () => {
    const { sent, user } = renderSavingStep(server, '/geographic-coverage', GeographicCoveragePage);

    await user.click(await screen.findByRole('checkbox', { name: 'Ohio' }));
    await user.click(screen.getByRole('button', { name: 'Add South' }));

    expect(screen.getByRole('checkbox', { name: 'Ohio' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
    expect(screen.getByText('3 states selected')).toBeInTheDocument();
    const chips = screen.getByRole('grid', { name: 'Chosen states' });
    expect(
      within(chips)
        .getAllByRole('row')
        .map((chip) => chip.textContent),
    ).toEqual(['South, all 2 states', 'Ohio']);
    // The summary comes before the list of states in the page, so it is read (and seen) first.
    expect(
      chips.compareDocumentPosition(screen.getByRole('checkbox', { name: 'Florida' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Arrived at /industry-categories' }),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        completed_step: 'geographic-coverage',
        geographic_coverage: { region: 'South', states: [36, 10, 44] },
      },
    ]);
  });

  it('removes a region as a group and keeps the states picked by hand', async () => {
    renderRoute('/geographic-coverage', GeographicCoveragePage);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: 'Ohio' }));
    await user.click(screen.getByRole('button', { name: 'Add South' }));
    await user.click(screen.getByRole('button', { name: 'Remove South, all 2 states' }));

    expect(screen.getByRole('checkbox', { name: 'Texas' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ohio' })).toBeChecked();
    expect(screen.getByText('1 state selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add South' }));
    await user.click(screen.getByRole('button', { name: 'Remove South' }));
    expect(getDraft().geographic_coverage).toEqual({ region: 'Midwest', states: [36] });
  });

  it('keeps the answers after a failed save and after the screen opens again', async () => {
    const first = renderSavingStep(server, '/geographic-coverage', GeographicCoveragePage, 500);
    const { user } = first;

    await screen.findByRole('checkbox', { name: 'Ohio' });
    await user.click(screen.getByRole('button', { name: 'Add Midwest' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not save this step.');
    expect(screen.getByRole('checkbox', { name: 'Ohio' })).toBeChecked();
    first.unmount();

    renderRoute('/geographic-coverage', GeographicCoveragePage);
    expect(await screen.findByRole('checkbox', { name: 'Ohio' })).toBeChecked();
    expect(getDraft().geographic_coverage).toEqual({ region: 'Midwest', states: [36, 14] });
  });

  /** Signed in on `subscription_plan`, with no states yet: opens the step and ticks Ohio and Texas. */
  async function tickOhioAndTexasSignedInOn(subscription_plan: SubscriptionSummary) {
    setAccessToken('access-token');
    // Signed up in this browser: the draft made here is the one shown.
    updateDraft({ isSignedUp: true });
    server.use(
      profileHandler({
        is_email_verified: true,
        onboarding_step: 'geographic-coverage',
        profile: { ...storyProfile.profile, states: [] },
        subscription_plan,
      }),
    );
    const user = userEvent.setup();
    renderRoute('/geographic-coverage', GeographicCoveragePage);
    await user.click(await screen.findByRole('checkbox', { name: 'Ohio' }));
    await user.click(screen.getByRole('checkbox', { name: 'Texas' }));
  }

  it("holds an account back here after its plan to the plan's states, as What we match on does", async () => {
    await tickOhioAndTexasSignedInOn(storySubscriptions.starter);
    expect(await screen.findByText('2 of 2 states')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Florida' })).toBeDisabled();
    expect(screen.getByText(/Your Starter plan covers up to 2 states\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a state bolt-on' })).toHaveAttribute(
      'href',
      '/user-profile/plans',
    );
  });

  it('does not limit the states before the plan is chosen', async () => {
    await tickOhioAndTexasSignedInOn({ ...storySubscriptions.sneak, plan_starts_at: null });
    expect(screen.getByText('2 states selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Florida' })).toBeEnabled();
  });
});
