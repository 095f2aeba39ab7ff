import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/lib/session';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { stubReducedMotion } from '@/testing/reducedMotion';
import { renderRoute } from '@/testing/renderRoute';
import { MyPlansTab } from './MyPlansTab';
import { planFact } from './testing/planFact';
import type { CardEntryProps } from './actionDialogs';

const server = setupFakeBackend();
// The tab loads the profile, then the history and the states: on a busy machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });
const PROFILE = '*/api/auth/profile/';
const RECEIPT = '*/api/payments/receipt/:id/';

beforeEach(() => stubReducedMotion(false));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, location.href), {
    ...init,
    headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** What a bolt-on purchase does against the fake backend: checkout, card 4242, then activation. */
async function buyBoltOnThroughFakeBackend(stateName: string) {
  const states = await api<Array<{ id: number; name: string }>>('/api/auth/states/');
  const state = states.find(({ name }) => name === stateName);
  const checkout = await api<{ clientSecret: string; paymentIntentId: string }>('/api/auth/plans/buy-bolt/', {
    method: 'POST',
    body: JSON.stringify({ addOn: { state_id: state?.id } }),
  });
  await api(`/__mock/stripe/payment_intents/${checkout.paymentIntentId}/confirm`, {
    method: 'POST',
    body: JSON.stringify({
      client_secret: checkout.clientSecret,
      card_number: '4242424242424242',
      exp: '12/30',
      cvc: '123',
    }),
  });
  await waitFor(
    async () => {
      const { status } = await api<{ status: string }>('/api/auth/plans/buy-plan/acknowledge/', {
        method: 'POST',
        body: JSON.stringify({ paymentIntentId: checkout.paymentIntentId }),
      });
      expect(status).toBe('succeeded');
    },
    { timeout: 5000, interval: 500 },
  );
}

const SHORT_DATE = /^\d{2}\/\d{2}\/\d{2}$/;

/** Stubs window.open with a blank tab, the one the receipt is opened in. */
function stubNewTab() {
  const tab = {
    opener: {},
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn() },
    close: vi.fn(),
  };
  const open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
  return { tab, open };
}

/** As Starter, with the receipt call answered by `answer`: presses the newest payment's receipt button. */
async function downloadFirstReceipt(answer: () => Response) {
  await logInAs(DEMO_EMAILS.starter);
  server.use(http.get(RECEIPT, answer));
  renderTab();
  await waitForHistory(3);
  await userEvent.click(screen.getAllByRole('button', { name: /^Download receipt for pi_/ })[0]!);
}

/** Opens the bolt-on dialog once its form has loaded (it loads on first opening); returns the dialog. */
async function openBoltOnDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add a bolt-on state' }));
  // Until then the dialog of the same name only says it is loading.
  await screen.findByRole('button', { name: 'Proceed' });
  return screen.getByRole('dialog', { name: 'Add a bolt-on state' });
}

/** Opens the bolt-on dialog, chooses the state and presses Proceed; returns the dialog. */
async function proceedWithBoltOn(stateName: string) {
  const dialog = await openBoltOnDialog();
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /Choose a state/ })).toBeEnabled());
  await userEvent.click(within(dialog).getByRole('button', { name: /Choose a state/ }));
  await userEvent.click(await screen.findByRole('option', { name: stateName }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
  return dialog;
}

function renderTab() {
  return renderRoute('/user-profile/plans', MyPlansTab);
}

const fact = (term: string) => planFact(document.body, term);

/** jsdom's Blob has no text(): read it the old way. */
function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

/** Waits for the payment history to list `count` payments (it loads after the plan, so give it time). */
async function waitForHistory(count: number) {
  await waitFor(() => expect(historyRows()).toHaveLength(count), { timeout: 5000 });
}

const historyRows = () =>
  within(screen.getByRole('table', { name: 'Payment history' }))
    .getAllByRole('row')
    .slice(1);

describe('My Plans: current plan', { timeout: 30_000 }, () => {
  it('shows the Starter plan with its picture, dates, billing frequency and an add icon for a bolt-on', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderTab();

    const card = await screen.findByRole('region', { name: /Current plan\s*Starter/ });
    expect(within(card).getByRole('img', { name: 'Starter plan' })).toBeInTheDocument();
    expect(fact('Last payment').textContent).toMatch(SHORT_DATE);
    expect(fact('Billing frequency')).toHaveTextContent('Monthly');
    await waitFor(() => expect(fact('Next charge').textContent).toMatch(/^\$49\.00 on \d{2}\/\d{2}\/\d{2}$/));
    expect(fact('Card')).toHaveTextContent('Visa ending 4242');
    expect(fact('Bolt-on state')).toHaveTextContent('None');
    expect(within(card).getByRole('button', { name: 'Add a bolt-on state' })).toBeInTheDocument();
  });

  it('shows Sneak what upgrading unlocks, with a link to the pricing page, and no payment history', async () => {
    await logInAs(DEMO_EMAILS.sneak);
    renderTab();

    const card = await screen.findByRole('region', { name: /Current plan\s*Sneak/ });
    expect(within(card).getByRole('img', { name: 'Sneak plan' })).toBeInTheDocument();
    expect(fact('Last payment')).toHaveTextContent('No payments');
    expect(fact('Billing frequency')).toHaveTextContent('Free');
    expect(fact('Next charge')).toHaveTextContent('None');
    expect(within(card).getByText(/Upgrade to see every matching bid/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('button', { name: 'Add a bolt-on state' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment history' })).not.toBeInTheDocument();
  });

  it('shows an annual Essentials plan without a bolt-on offer', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderTab();

    await screen.findByRole('region', { name: /Current plan\s*Essentials/ });
    expect(screen.getByRole('img', { name: 'Essentials plan' })).toBeInTheDocument();
    expect(fact('Billing frequency')).toHaveTextContent('Annual');
    expect(screen.queryByText('Bolt-on state')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a bolt-on state' })).not.toBeInTheDocument();
  });

  it('shows the bolt-on state a Starter bought and its payment, and offers no second one', async () => {
    await logInAs(DEMO_EMAILS.starter);
    await buyBoltOnThroughFakeBackend('New Mexico');
    renderTab();

    await screen.findByRole('region', { name: /Current plan\s*Starter/ });
    expect(fact('Bolt-on state')).toHaveTextContent('New Mexico');
    expect(screen.queryByRole('button', { name: 'Add a bolt-on state' })).not.toBeInTheDocument();
    await waitForHistory(4);
    const [newest] = historyRows();
    expect(newest).toHaveTextContent('State bolt-on, monthly');
    expect(within(newest!).getByText('New Mexico')).toBeInTheDocument();
    expect(within(newest!).getByText('Success')).toBeInTheDocument();
  });

  it("says 'Error fetching profile' when the profile cannot load, and Retry loads it", async () => {
    await logInAs(DEMO_EMAILS.starter);
    server.use(http.get(PROFILE, () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderTab();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching profile');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: /Current plan\s*Starter/ })).toBeInTheDocument();
  });
});

describe('My Plans: My Features carousel', { timeout: 30_000 }, () => {
  it.each([
    [DEMO_EMAILS.sneak, 'Locked Features', 8],
    [DEMO_EMAILS.starter, 'My Features', 6],
    [DEMO_EMAILS.essentials, 'My Features', 7],
  ])('shows %s the %s as %i pictures, each with a text alternative', async (email, title, count) => {
    await logInAs(email);
    renderTab();

    const carousel = await screen.findByRole('region', { name: title });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(count);
    for (const slide of slides) {
      const picture = within(slide).getByRole('img', { hidden: true });
      expect(picture.getAttribute('aria-label')).toBeTruthy();
    }
  });

  it('moves to the next feature every 2 seconds and stops when paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logInAs(DEMO_EMAILS.starter);
    renderTab();
    const carousel = await screen.findByRole('region', { name: 'My Features' });

    // Only the slide on show is in the accessibility tree; its name is its position.
    const shownSlide = () =>
      Number(within(carousel).getByRole('group').getAttribute('aria-label')?.split(' ')[0]);
    const first = shownSlide();
    act(() => vi.advanceTimersByTime(2000));
    expect(shownSlide()).toBe((first % 6) + 1);

    act(() => within(carousel).getByRole('button', { name: 'Pause slide rotation' }).click());
    const paused = shownSlide();
    act(() => vi.advanceTimersByTime(6000));
    expect(shownSlide()).toBe(paused);
    expect(within(carousel).getByRole('button', { name: 'Start slide rotation' })).toBeInTheDocument();
  });

  it('never moves on its own when the user prefers reduced motion', async () => {
    stubReducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await logInAs(DEMO_EMAILS.starter);
    renderTab();
    const carousel = await screen.findByRole('region', { name: 'My Features' });

    act(() => vi.advanceTimersByTime(6000));
    expect(within(carousel).getByRole('group', { name: '1 of 6' })).not.toHaveAttribute('hidden');
    expect(within(carousel).queryByRole('button', { name: 'Pause slide rotation' })).not.toBeInTheDocument();
  });
});

describe('My Plans: payment history', { timeout: 30_000 }, () => {
  it('lists the payments with the SPEC columns, dollars, MM/DD/YY dates and Success or Failed', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderTab();

    const table = await screen.findByRole('table', { name: 'Payment history' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Description',
      'Transaction Id',
      'Date',
      'Amount',
      'Plan',
      'Status',
      'Download',
    ]);
    await waitForHistory(3);
    for (const row of historyRows()) {
      expect(within(row).getByText(SHORT_DATE)).toBeInTheDocument();
      expect(within(row).getByText('$49.00')).toBeInTheDocument();
    }
    const [boltOnAttempt, ...planPayments] = historyRows();
    if (!boltOnAttempt) throw new Error('no rows');
    // The newest payment is the failed bolt-on attempt: it reads as the state it would have added.
    expect(within(boltOnAttempt).getByRole('rowheader')).toHaveTextContent('State bolt-on');
    expect(within(boltOnAttempt).getByText('Oklahoma')).toBeInTheDocument();
    expect(within(boltOnAttempt).getByText('Failed')).toBeInTheDocument();
    for (const row of planPayments) {
      expect(within(row).getByText('Starter')).toBeInTheDocument();
      expect(within(row).getByText('Success')).toBeInTheDocument();
      expect(within(row).getByText(/^pi_/)).toBeInTheDocument();
    }
  });

  it('disables the receipt of a failed payment and says why', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderTab();

    const failed = await screen.findByRole('button', { name: 'Receipt not available for failed payments' });
    expect(failed).toBeDisabled();
    expect(failed.closest('[title]')).toHaveAttribute('title', 'Receipt not available for failed payments');
  });

  it('opens a succeeded payment’s receipt in a new tab, fetched with the session and shown from memory', async () => {
    const { tab, open } = stubNewTab();
    const shown: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      shown.push(blob);
      return 'blob:http://localhost/receipt';
    });
    URL.revokeObjectURL = vi.fn();
    await logInAs(DEMO_EMAILS.starter);
    renderTab();

    await waitForHistory(3);
    const succeeded = historyRows()[1];
    if (!succeeded) throw new Error('no succeeded row');
    await userEvent.click(within(succeeded).getByRole('button', { name: /^Download receipt for pi_/ }));

    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('blob:http://localhost/receipt'));
    expect(tab.opener).toBeNull();
    expect(shown[0]?.type).toBe('text/html');
    expect(await readText(shown[0])).toContain('BidLantern receipt');
    expect(tab.close).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [404, 'Receipt not available'],
    [500, 'Failed to download receipt. Please try again.'],
  ])('closes the new tab and explains a %i from the receipt call', async (status, message) => {
    const { tab } = stubNewTab();
    await downloadFirstReceipt(() => HttpResponse.json({ detail: 'No.' }, { status }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('refuses a receipt link that is not http(s)', async () => {
    const { tab } = stubNewTab();
    await downloadFirstReceipt(() => HttpResponse.json({ receipt_url: 'javascript:alert(1)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Receipt not available');
    expect(tab.location.replace).not.toHaveBeenCalled();
  });
});

describe('My Plans: bolt-on', { timeout: 30_000 }, () => {
  it('offers only the states not yet covered; Proceed waits for a choice; the note explains the recurring fee', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderTab();

    const dialog = await openBoltOnDialog();
    expect(dialog).toHaveTextContent(
      'The bolt-on fee is recurring, with the validity and cadence of the master plan.',
    );
    const proceed = within(dialog).getByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();

    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Choose a state/ })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: /Choose a state/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toHaveLength(49); // 50 states and DC, less Texas and Oklahoma
    expect(options).not.toContain('Texas');
    expect(options).not.toContain('Oklahoma');
    expect(options).toContain('New Mexico');
    await userEvent.click(screen.getByRole('option', { name: 'New Mexico' }));
    expect(proceed).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts the payment with POST /auth/plans/buy-bolt/ and goes to /payment with what it returned', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const { router } = renderTab();

    await proceedWithBoltOn('New Mexico');

    expect(await screen.findByRole('heading', { name: 'Arrived at /payment' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      clientSecret: expect.stringMatching(/^pi_mock_\w+_secret_/),
      publishableKey: 'pk_mock_bidlantern',
      plan: expect.objectContaining({
        name: 'State Bolt-On - New Mexico',
        price_amount: '49.00',
        duration: 'monthly',
        purpose: 'buy_addon_state',
      }),
    });
  });

  it('shows the server’s refusal in the dialog and keeps the chosen state', async () => {
    await logInAs(DEMO_EMAILS.starter);
    server.use(
      http.post('*/api/auth/plans/buy-bolt/', () =>
        HttpResponse.json(
          {
            detail: 'State bolt-ons are available on the Starter plan only, one at a time.',
            code: 'plan_feature_not_allowed',
          },
          { status: 403 },
        ),
      ),
    );
    renderTab();

    const dialog = await proceedWithBoltOn('Utah');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'State bolt-ons are available on the Starter plan only, one at a time.',
    );
    expect(within(dialog).getByRole('button', { name: /Utah/ })).toBeInTheDocument();
  });
});

/** Presses the button and returns its dialog once the dialog's code has loaded (`marker` shows in it). */
async function openDialog(button: string, name: string, marker: Parameters<typeof screen.findByRole>) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  await screen.findByRole(...marker);
  return screen.getByRole('dialog', { name });
}

/** A stand-in for the gateway's card form: confirms the setup with the fake card provider, then onSaved. */
function TestCardEntry({ clientSecret, onSaved }: CardEntryProps) {
  const save = async () => {
    const id = clientSecret.split('_secret_')[0];
    await api(`/__mock/stripe/setup_intents/${id}/confirm`, {
      method: 'POST',
      body: JSON.stringify({
        client_secret: clientSecret,
        card_number: '5555555555554444',
        exp: '12/31',
        cvc: '123',
      }),
    });
    onSaved();
  };
  return (
    <button type="button" onClick={() => void save()}>
      Save test card
    </button>
  );
}

describe('My Plans: managing the plan', { timeout: 30_000 }, () => {
  it('previews Starter to Essentials with the amount due today and goes to /payment to pay it', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const { router } = renderTab();

    const dialog = await openDialog('Change plan', 'Change plan', ['radio', { name: /Starter/ }]);
    expect(within(dialog).getByRole('radio', { name: /Starter/ })).toBeDisabled();
    expect(within(dialog).getByText('Your current plan')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Essentials/ }));

    const dueToday = await within(dialog).findByRole('row', { name: /Due today/ });
    const amount = within(dueToday).getByRole('cell').textContent ?? '';
    expect(amount).toMatch(/^\$\d+\.\d{2}$/);
    expect(within(dialog).getByText('Follow 10 bids')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: `Pay ${amount}` }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /payment' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      clientSecret: expect.stringMatching(/^pi_mock_\w+_secret_/),
      publishableKey: 'pk_mock_bidlantern',
      plan: expect.objectContaining({ name: 'Essentials', price_amount: amount.slice(1), purpose: 'plan' }),
      // The full price on the period's end, for the checkout's terms line.
      renewal: { amount: '349.00', on: expect.any(String) },
    });
  });

  it('schedules a downgrade for the end of the period and says what is kept', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderTab();

    const dialog = await openDialog('Change plan', 'Change plan', ['radio', { name: /Starter/ }]);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Starter/ }));
    expect(await within(dialog).findByText(/^Nothing is charged or credited today/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Change on / }));

    expect(await screen.findByText(/^Changes to Starter on \d{2}\/\d{2}\/\d{2}/)).toBeInTheDocument();
    // The demo Essentials account pays yearly, so the change keeps the yearly billing.
    await waitFor(() => expect(fact('Next charge').textContent).toMatch(/^\$558\.00 on /));
    await userEvent.click(screen.getByRole('button', { name: 'Keep Essentials' }));
    await waitFor(() => expect(fact('Next charge').textContent).toMatch(/^\$3,978\.00 on /));
  });

  it('cancels at the end of the paid period, says until when, and resumes', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderTab();

    const dialog = await openDialog('Cancel plan', 'Cancel your plan?', [
      'button',
      { name: 'Keep Essentials' },
    ]);
    expect(within(dialog).getByText(/^Essentials stays until \d{2}\/\d{2}\/\d{2}/)).toBeInTheDocument();
    expect(within(dialog).getByText('Following bids')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));

    expect(
      await screen.findByText(/^Cancelled: Essentials stays until \d{2}\/\d{2}\/\d{2}/),
    ).toBeInTheDocument();
    expect(fact('Next charge')).toHaveTextContent('None');
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume plan' }));
    await waitFor(() => expect(fact('Next charge').textContent).toMatch(/^\$3,978\.00 on /));
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
  });

  it('updates the card through the gateway form and shows its last four digits', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderRoute('/user-profile/plans', () => <MyPlansTab CardEntry={TestCardEntry} />);

    const dialog = await openDialog('Update card', 'Update card', ['button', { name: 'Save test card' }]);
    expect(within(dialog).getByText(/uses the card you save here/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save test card' }));

    await waitFor(() => expect(fact('Card')).toHaveTextContent('Mastercard ending 4444'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the end of each transaction id and copies the whole id', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderTab();
    await waitForHistory(3);

    const [copy] = screen.getAllByRole('button', { name: /^Copy pi_/ });
    const id = copy?.getAttribute('aria-label')?.replace('Copy ', '') ?? '';
    expect(within(historyRows()[0]!).getByText(`…${id.slice(-8)}`)).toBeInTheDocument();
    await userEvent.click(copy!);
    expect(writeText).toHaveBeenCalledWith(id);
    expect(await screen.findByRole('button', { name: `Copied ${id}` })).toBeInTheDocument();
  });
});
