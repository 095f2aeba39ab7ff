import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { starterCheckout, testPlans, testProfile } from '../testing/fixtures';
import PlanPage from './PlanPage';
import { setAccessToken } from '@/lib/session';

const server = setupMockApi();

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

/** buy-plan's answer for a free plan: activated at once, nothing to pay. */
const freePlanActivated = () =>
  HttpResponse.json({
    clientSecret: null,
    publishableKey: null,
    paymentIntentId: null,
    plan: starterCheckout.plan,
  });

async function continueWithSneak() {
  const user = userEvent.setup();
  renderRoute('/plan', PlanPage);
  await screen.findByRole('article', { name: 'Sneak' });
  await user.click(screen.getByRole('button', { name: 'Continue with Sneak' }));
}

describe('PlanPage', () => {
  beforeEach(() => {
    setAccessToken('test-token');
    server.use(
      http.get('*/api/auth/plans/', () => HttpResponse.json(testPlans)),
      http.get('*/api/auth/profile/', () => HttpResponse.json(testProfile('plan'))),
    );
  });
  afterEach(() => localStorage.clear());

  it('shows every plan with its monthly price and what it unlocks', async () => {
    renderRoute('/plan', PlanPage);

    expect(await screen.findByRole('article', { name: 'Starter' })).toHaveTextContent('$49.00 a month');
    expect(planCard('Sneak')).toHaveTextContent('Preview the top 3 matching bids');
    const starterLeftOut = within(planCard('Starter'))
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.endsWith('Not included'))
      .map((item) => item.textContent);
    expect(starterLeftOut).toEqual([
      'Following bids with email alertsNot included',
      'CSV exportsNot included',
    ]);
    expect(planCard('Essentials')).toHaveTextContent('Follow 10 bids with email alerts');
    expect(planCard('Essentials')).toHaveTextContent('$349.00 a month');
  });

  it('shows annual prices and the yearly saving when annual billing is chosen', async () => {
    const user = userEvent.setup();
    renderRoute('/plan', PlanPage);
    await screen.findByRole('article', { name: 'Starter' });

    await user.click(screen.getByRole('radio', { name: /Annual/ }));

    expect(planCard('Starter')).toHaveTextContent('$558.00 a year');
    expect(planCard('Starter')).toHaveTextContent('Save $30.00 a year');
    expect(planCard('Essentials')).toHaveTextContent('$3,978.00 a year');
  });

  it('starts a paid plan purchase and hands the payment to the payment page', async () => {
    let sentBody: unknown;
    server.use(
      http.post('*/api/auth/plans/buy-plan/', async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({
          ...starterCheckout,
          plan: { ...starterCheckout.plan, price_amount: '558.00', duration: 'annual' },
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/plan', PlanPage);
    await screen.findByRole('article', { name: 'Starter' });

    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    await user.click(within(planCard('Starter')).getByRole('button', { name: 'Choose Starter' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /payment' })).toBeInTheDocument();
    expect(sentBody).toEqual({ plan_id: 2, amount: '558.00', duration: 'annual' });
    expect(router.state.location.state).toEqual({
      clientSecret: starterCheckout.clientSecret,
      publishableKey: starterCheckout.publishableKey,
      plan: { ...starterCheckout.plan, price_amount: '558.00', duration: 'annual' },
    });
  });

  it('activates the free plan at once and opens the dashboard when onboarding is complete', async () => {
    let profileStep: string | null = 'plan';
    server.use(
      http.get('*/api/auth/profile/', () => HttpResponse.json(testProfile(profileStep))),
      http.post('*/api/auth/plans/buy-plan/', () => {
        profileStep = null;
        return freePlanActivated();
      }),
    );

    await continueWithSneak();

    expect(
      await screen.findByRole('heading', { name: /^Arrived at \/dashboard\?page=1&pageSize=25/ }),
    ).toBeInTheDocument();
  });

  it('sends a user with an unfinished profile on to geographic coverage after the free plan', async () => {
    server.use(
      http.get('*/api/auth/profile/', () => HttpResponse.json(testProfile('geographic-coverage'))),
      http.post('*/api/auth/plans/buy-plan/', freePlanActivated),
    );

    await continueWithSneak();

    expect(
      await screen.findByRole('heading', { name: 'Arrived at /geographic-coverage' }),
    ).toBeInTheDocument();
  });

  it('keeps the other plans out of reach while one purchase starts', async () => {
    server.use(http.post('*/api/auth/plans/buy-plan/', () => delay('infinite')));
    const user = userEvent.setup();
    renderRoute('/plan', PlanPage);
    await screen.findByRole('article', { name: 'Starter' });

    await user.click(screen.getByRole('button', { name: 'Choose Starter' }));

    expect(screen.getByRole('button', { name: 'Choose Essentials' })).toBeDisabled();
  });

  it('shows why a purchase could not start', async () => {
    server.use(
      http.post('*/api/auth/plans/buy-plan/', () =>
        HttpResponse.json(
          { amount: ['The Starter plan costs $49.00 (monthly); refresh the page and try again.'] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/plan', PlanPage);
    await screen.findByRole('article', { name: 'Starter' });

    await user.click(screen.getByRole('button', { name: 'Choose Starter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Starter plan costs $49.00 (monthly); refresh the page and try again.',
    );
  });

  it('offers to try again when the plans cannot load', async () => {
    server.use(
      http.get('*/api/auth/plans/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })),
    );
    renderRoute('/plan', PlanPage);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the plans.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the plan chosen on the pricing page selected, and Starter as the most popular', async () => {
    renderRoute('/plan?plan=003', PlanPage);

    const essentials = await screen.findByRole('article', { name: 'Essentials' });
    expect(within(essentials).getByRole('list', { name: 'Essentials plan' })).toHaveTextContent('Selected');
    expect(within(planCard('Starter')).getByRole('list', { name: 'Starter plan' })).toHaveTextContent(
      'Most popular',
    );
    expect(within(planCard('Starter')).queryByText('Selected')).not.toBeInTheDocument();
  });

  it('marks the plan the user already has', async () => {
    server.use(http.get('*/api/auth/profile/', () => HttpResponse.json(testProfile(null, '002'))));
    renderRoute('/plan', PlanPage);

    expect(
      await within(await screen.findByRole('article', { name: 'Starter' })).findByText('Your current plan'),
    ).toBeInTheDocument();
  });

  /** A logged-out visitor on `address` chooses Starter. */
  async function chooseStarterLoggedOut(address: string) {
    localStorage.clear();
    const user = userEvent.setup();
    const { router } = renderRoute(address, PlanPage);
    await screen.findByRole('article', { name: 'Starter' });
    await user.click(screen.getByRole('button', { name: 'Choose Starter' }));
    return router;
  }

  it('asks a logged-out visitor to log in before buying', async () => {
    const router = await chooseStarterLoggedOut('/plan');

    expect(await screen.findByRole('heading', { name: 'Arrived at /login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/plan' });
  });

  it('keeps the chosen plan on the way back from logging in', async () => {
    const router = await chooseStarterLoggedOut('/plan?plan=002');

    expect(router.state.location.state).toEqual({ from: '/plan?plan=002' });
  });
});
