import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openDialog } from '@/testing/openDialog';
import { MyPlansTab } from './MyPlansTab';
import type { CardEntryProps } from './actionDialogs';
import { plansStoryHandlers as handlers, type StoryPlan } from './testing/fixtures';
import { planFact } from './testing/planFact';
import preview from '#.storybook/preview';

/**
 * A stand-in for the payment gateway's card form (the app composes the real one in: the mock card
 * form in demo builds, Stripe's Payment Element in production).
 */
function StoryCardEntry({ onSaved }: CardEntryProps) {
  return (
    <button type="button" className="bl-button bl-button--primary bl-button--md" onClick={onSaved}>
      Save card
    </button>
  );
}

const withBilling = (
  plan: StoryPlan,
  billing: Parameters<typeof handlers.billing>[0],
  ...extra: HttpHandler[]
) => ({
  msw: {
    handlers: [
      handlers.profile(plan),
      handlers.billing(billing),
      handlers.plans,
      handlers.payments([]),
      ...extra,
    ],
  },
});

const meta = preview.meta({
  title: 'Features/Profile/My Plans/Billing',
  component: MyPlansTab,
  args: { CardEntry: StoryCardEntry },
  parameters: { router: { initialEntries: ['/user-profile/plans'] }, ...withBilling('starter', 'starter') },
});

const body = () => within(document.body);

/** The plan card says `notice`, and its Next charge reads `nextCharge`. */
async function showsBillingState(canvasElement: HTMLElement, notice: string, nextCharge: string) {
  await expect(await within(canvasElement).findByText(notice)).toBeInTheDocument();
  await expect(planFact(canvasElement, 'Next charge')).toHaveTextContent(nextCharge);
}

/** Active: the next charge's amount and date, the card on file, and the three actions. */
export const Active = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Change plan' });
    await expect(planFact(canvasElement, 'Next charge')).toHaveTextContent('$49.00 on 03/14/26');
    await expect(planFact(canvasElement, 'Card')).toHaveTextContent('Visa ending 4242');
    await expect(canvas.getByRole('button', { name: 'Update card' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel plan' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'What your plan includes' })).toBeInTheDocument();
  },
});

/** Cancelling: until when the plan stays, nothing more charged, and Resume. */
export const Cancelling = meta.story({
  parameters: withBilling('starter', 'starterCancelling', handlers.resume),
  play: async ({ canvas, canvasElement }) => {
    await showsBillingState(
      canvasElement,
      'Cancelled: Starter stays until 03/14/26, then you move to Sneak. Nothing more is charged. Resume before then to keep it.',
      'None',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Resume plan' })).toBeEnabled();
  },
});

/** Past due: the failed renewal, what is owed, and Update card first. */
export const PastDue = meta.story({
  parameters: withBilling('starter', 'starterPastDue'),
  play: async ({ canvasElement }) => {
    await showsBillingState(
      canvasElement,
      'Your payment of $49.00 on 03/14/26 did not go through. Update your card to keep Starter.',
      '$49.00, overdue',
    );
    await expect(planFact(canvasElement, 'Card')).toHaveTextContent('Mastercard ending 0341');
  },
});

/** Free: no card, no charge; Choose a plan. */
export const Free = meta.story({
  parameters: { msw: { handlers: [handlers.profile('sneak'), handlers.billing('sneak')] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Choose a plan' })).toBeInTheDocument();
    await expect(planFact(canvasElement, 'Next charge')).toHaveTextContent('None');
    await expect(canvas.queryByRole('button', { name: 'Update card' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  },
});

/** A downgrade waiting for the period's end: when, and Keep to stay. */
export const ChangingAtPeriodEnd = meta.story({
  parameters: withBilling('essentials', 'essentialsChanging'),
  play: async ({ canvas, canvasElement }) => {
    await showsBillingState(
      canvasElement,
      'Changes to Starter on 01/05/27. Until then you keep Essentials.',
      '$558.00 on 01/05/27',
    );
    await expect(canvas.getByRole('button', { name: 'Keep Essentials' })).toBeInTheDocument();
  },
});

/** Change plan, upgrade: the current plan marked, what Essentials adds, each proration line and the total. */
export const ChangePlanUpgrade = meta.story({
  parameters: withBilling('starter', 'starter', handlers.preview('upgrade')),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Change plan' });
    await openDialog(canvasElement, 'Change plan', 'Change plan');
    // The dialog's code and the plans load first.
    const current = await body().findByRole('radio', { name: /Starter/ }, { timeout: 5000 });
    await expect(current).toBeDisabled();
    await userEvent.click(body().getByRole('radio', { name: /Essentials/ }));
    const dialog = within(body().getByRole('dialog', { name: 'Change plan' }));
    const total = await dialog.findByRole('row', { name: /Due today/ });
    await expect(total).toHaveTextContent('$192.86');
    await expect(dialog.getByRole('row', { name: /Unused time on Starter/ })).toHaveTextContent('−$31.50');
    await expect(dialog.getByText('Follow 10 bids')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Pay $192.86' })).toBeEnabled();
  },
});

/** Change plan, downgrade: nothing today, the date, and what is kept read-only over Starter's limits. */
export const ChangePlanDowngrade = meta.story({
  parameters: withBilling('essentials', 'essentials', handlers.preview('downgrade')),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Change plan' });
    await openDialog(canvasElement, 'Change plan', 'Change plan');
    await userEvent.click(await body().findByRole('radio', { name: /Starter/ }, { timeout: 5000 }));
    const dialog = within(body().getByRole('dialog', { name: 'Change plan' }));
    await expect(
      await dialog.findByText(
        'Nothing is charged or credited today. You keep Essentials until 01/05/27; then Starter at $558.00 a year from 01/05/27.',
      ),
    ).toBeInTheDocument();
    await expect(
      dialog.getByText("7 bookmarks over Starter's 5 stay, read-only: remove some to add new ones."),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Change on 01/05/27' })).toBeEnabled();
  },
});

/** Cancel plan: when it ends, what is lost, and that Resume stays possible until then. */
export const CancelDialog = meta.story({
  parameters: withBilling('essentials', 'essentials', handlers.cancel),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Cancel plan' });
    await openDialog(canvasElement, 'Cancel plan', 'Cancel your plan?');
    await body().findByRole('button', { name: 'Keep Essentials' }, { timeout: 5000 });
    const dialog = within(body().getByRole('dialog', { name: 'Cancel your plan?' }));
    await expect(
      dialog.getByText(
        'Essentials stays until 01/05/27 and nothing more is charged. Then you move to Sneak and lose:',
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Following bids')).toBeInTheDocument();
    await expect(dialog.getByText('Only the first 3 bids of each search')).toBeInTheDocument();
  },
});

/** Update card: what the card is for, the card on file, the gateway's form; saving closes the dialog. */
export const CardUpdate = meta.story({
  parameters: withBilling('starter', 'starter', handlers.cardSetup, handlers.cardSaved),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Update card' });
    await openDialog(canvasElement, 'Update card', 'Update card');
    const save = await body().findByRole('button', { name: 'Save card' }, { timeout: 5000 });
    const dialog = within(body().getByRole('dialog', { name: 'Update card' }));
    await expect(
      dialog.getByText(
        'Nothing is charged now. The next charge, $49.00 on 03/14/26, uses the card you save here.',
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Card on file: Visa ending 4242')).toBeInTheDocument();
    await userEvent.click(save);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Focus goes back to the trigger once the dialog has left the screen.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update card' })).toHaveFocus());
  },
});

/** Phones: the notice and the actions wrap under the plan. */
export const CancellingOnAPhone = meta.story({
  ...Cancelling.input,
  globals: { viewport: { value: 'phone', isRotated: false } },
});
