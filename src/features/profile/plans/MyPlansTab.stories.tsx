import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openDialog } from '@/testing/openDialog';
import { MyPlansTab } from './MyPlansTab';
import { plansStoryHandlers as handlers, starterPayments } from './testing/fixtures';
import { planFact } from './testing/planFact';
import preview from '#.storybook/preview';

/** The Starter demo account's plan and payments, and whatever else the story answers (`extra`). */
const starterAnd = (...extra: HttpHandler[]) => ({
  msw: {
    handlers: [handlers.profile('starter'), handlers.billing('starter'), handlers.payments(), ...extra],
  },
});

const meta = preview.meta({
  title: 'Features/Profile/My Plans',
  component: MyPlansTab,
  parameters: {
    router: { initialEntries: ['/user-profile/plans'] },
    ...starterAnd(),
  },
});

const body = () => within(document.body);

/** The history's table loads as its section shows (below the plan and features): scrolled to, as a person would. */
async function scrollToHistory(canvasElement: HTMLElement) {
  (await within(canvasElement).findByRole('heading', { name: 'Payment history' })).scrollIntoView();
}

/** Starter: the plan card, six features, and a history with succeeded and failed payments. */
export const Starter = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: /Current plan\s*Starter/ });
    await expect(planFact(canvasElement, 'Last payment')).toHaveTextContent(/^\d{2}\/\d{2}\/26$/);
    await expect(planFact(canvasElement, 'Billing frequency')).toHaveTextContent('Monthly');
    await expect(planFact(canvasElement, 'Bolt-on state')).toHaveTextContent('None');
    await expect(canvas.getByRole('region', { name: 'My Features' })).toBeInTheDocument();
    await scrollToHistory(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Payment history' });
    await waitFor(
      () => expect(within(table).getAllByRole('rowheader')).toHaveLength(starterPayments.length),
      {
        timeout: 5000,
      },
    );
    await expect(within(table).getAllByText('Success')).toHaveLength(3);
    await expect(within(table).getByText('Failed')).toBeInTheDocument();
    const noReceipt = within(table).getByRole('button', {
      name: 'Receipt not available for failed payments',
    });
    await expect(noReceipt).toBeDisabled();
    await expect(noReceipt.closest('[title]')).toHaveAttribute(
      'title',
      'Receipt not available for failed payments',
    );
    // Shot from the top, as the tab opens.
    window.scrollTo(0, 0);
  },
});

export const StarterWithBoltOn = meta.story({
  parameters: {
    msw: {
      handlers: [handlers.profile('starterWithBoltOn'), handlers.billing('starter'), handlers.payments()],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: /Current plan\s*Starter/ });
    await expect(planFact(canvasElement, 'Bolt-on state')).toHaveTextContent('New Mexico');
    await expect(within(canvasElement).queryByRole('button', { name: 'Add a bolt-on state' })).toBeNull();
  },
});

/** Sneak: what upgrading unlocks, the eight Locked Features, and no payment history. */
export const Sneak = meta.story({
  parameters: { msw: { handlers: [handlers.profile('sneak'), handlers.billing('sneak')] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: /Current plan\s*Sneak/ });
    await expect(canvas.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(canvas.getByRole('region', { name: 'Locked Features' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: '1 of 8' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
});

export const Essentials = meta.story({
  parameters: {
    msw: {
      handlers: [handlers.profile('essentials'), handlers.billing('essentials'), handlers.payments([])],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: /Current plan\s*Essentials/ });
    await expect(planFact(canvasElement, 'Billing frequency')).toHaveTextContent('Annual');
    await expect(canvas.getByRole('group', { name: '1 of 7' })).toBeInTheDocument();
    await scrollToHistory(canvasElement);
    await expect(await canvas.findByText('No payments yet.')).toBeInTheDocument();
    window.scrollTo(0, 0);
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: [handlers.profileNeverLoads] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your plan');
  },
});

export const ProfileError = meta.story({
  parameters: { msw: { handlers: [handlers.profileFails] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Error fetching profile');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
});

export const HistoryLoading = meta.story({
  parameters: {
    msw: { handlers: [handlers.profile('starter'), handlers.billing('starter'), handlers.paymentsNeverLoad] },
  },
  play: async ({ canvasElement }) => {
    await scrollToHistory(canvasElement);
    await expect(await within(canvasElement).findByText('Loading...')).toBeInTheDocument();
    window.scrollTo(0, 0);
  },
});

export const HistoryError = meta.story({
  parameters: {
    msw: { handlers: [handlers.profile('starter'), handlers.billing('starter'), handlers.paymentsFail] },
  },
  play: async ({ canvasElement }) => {
    await scrollToHistory(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'We could not load your payment history. Please try again.',
    );
    window.scrollTo(0, 0);
  },
});

/** The receipt stories stop the browser from opening tabs: only the message is under test. */
function withoutNewTabs() {
  const original = window.open;
  window.open = () => null;
  return () => {
    window.open = original;
  };
}

async function downloadFirstReceipt(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await scrollToHistory(canvasElement);
  await canvas.findByRole('table', { name: 'Payment history' });
  // Back to the top: the click scrolls the button into view, as a person's would.
  window.scrollTo(0, 0);
  const [first] = await canvas.findAllByRole('button', { name: /^Download receipt for / });
  if (first) await userEvent.click(first);
}

/** Download receipt on the first payment, the receipt call answered by `receipt`: the alert says `message`. */
/** A receipt download the API refuses. Each export calls meta.story itself: the catalog indexes only those. */
function receiptFailure(receipt: HttpHandler, message: string) {
  return {
    parameters: starterAnd(receipt),
    beforeEach: withoutNewTabs,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await downloadFirstReceipt(canvasElement);
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
    },
  };
}

export const ReceiptNotAvailable = meta.story(
  receiptFailure(handlers.receiptMissing, 'Receipt not available'),
);

export const ReceiptDownloadFailed = meta.story(
  receiptFailure(handlers.receiptFails, 'Failed to download receipt. Please try again.'),
);

async function openBoltOnDialog(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('region', { name: /Current plan\s*Starter/ });
  await openDialog(canvasElement, 'Add a bolt-on state', 'Add a bolt-on state');
  // The form loads with the dialog's first opening; until then a dialog of the same name says so.
  await body().findByRole('button', { name: 'Proceed' });
  return within(body().getByRole('dialog', { name: 'Add a bolt-on state' }));
}

/** The state picker, once the states have loaded (its placeholder says so until then). */
function statePicker(dialog: ReturnType<typeof within>) {
  return dialog.findByRole('button', { name: /Choose a state/ }, { timeout: 10_000 });
}

async function chooseState(dialog: ReturnType<typeof within>, state: string) {
  await userEvent.click(await statePicker(dialog));
  // More than ten options: the list has a search box (docs/product/error-messages.md#forms).
  await userEvent.type(await body().findByRole('searchbox', { name: 'Search options' }), state);
  await userEvent.click(await body().findByRole('option', { name: state }));
}

/** Step 1: the dialog opens with no state chosen; Proceed waits; the note explains the recurring fee. */
export const BoltOnDialog = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openBoltOnDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
    await expect(
      dialog.getByText('The bolt-on fee is recurring, with the validity and cadence of the master plan.'),
    ).toBeInTheDocument();
  },
});

/** Step 2: the list leaves out the states already covered; choosing one enables Proceed. */
export const BoltOnStateChosen = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openBoltOnDialog(canvasElement);
    await userEvent.click(await statePicker(dialog));
    await body().findByRole('option', { name: 'New Mexico' });
    await expect(body().getAllByRole('option')).toHaveLength(49);
    await expect(body().queryByRole('option', { name: 'Texas' })).toBeNull();
    await expect(body().queryByRole('option', { name: 'Oklahoma' })).toBeNull();
    await userEvent.type(body().getByRole('searchbox', { name: 'Search options' }), 'New Mexico');
    await userEvent.click(await body().findByRole('option', { name: 'New Mexico' }));
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  },
});

/** Step 3: Proceed waits for the server before going to /payment. */
export const BoltOnStarting = meta.story({
  parameters: starterAnd(handlers.buyBoltNeverAnswers),
  play: async ({ canvasElement }) => {
    const dialog = await openBoltOnDialog(canvasElement);
    await chooseState(dialog, 'New Mexico');
    const proceed = dialog.getByRole('button', { name: 'Proceed' });
    await userEvent.click(proceed);
    await waitFor(() => expect(proceed).toHaveAttribute('aria-disabled', 'true'));
  },
});

export const BoltOnRefused = meta.story({
  parameters: starterAnd(handlers.buyBoltRefused),
  play: async ({ canvasElement }) => {
    const dialog = await openBoltOnDialog(canvasElement);
    await chooseState(dialog, 'Utah');
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'State bolt-ons are available on the Starter plan only, one at a time.',
    );
  },
});

/** Phones: the plan card stacks and the history becomes cards. */
export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: /Current plan\s*Starter/ });
    await scrollToHistory(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Payment history' });
    await waitFor(
      () => expect(within(table).getAllByRole('rowheader')).toHaveLength(starterPayments.length),
      {
        timeout: 5000,
      },
    );
    window.scrollTo(0, 0);
  },
});
