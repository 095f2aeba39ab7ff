import { HttpResponse, delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PREVIEW_NONE, PREVIEW_SOME } from '../testing/alertFixtures';
import { SaveSearchDialog } from './SaveSearchDialog';
import { answerPostFrom } from '@/testing/storyAnswers';
import preview from '#.storybook/preview';

const PREVIEW = '*/api/bids/saved-filters/preview/';
const previewAnswers = (answer: Parameters<typeof HttpResponse.json>[0]) =>
  http.post(PREVIEW, () => HttpResponse.json(answer));

/** The dialog sits in a portal: its contents are found in the page's body. */
/** POST /bids/saved-filters/ keeps what it was sent. */
const savedAsSent = answerPostFrom<Record<string, unknown>>(
  '*/api/bids/saved-filters/',
  (body) => ({ id: 9, created_at: '2026-11-26T10:00:00Z', updated_at: '2026-11-26T10:00:00Z', ...body }),
  201,
);

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Save this search' }));

const meta = preview.meta({
  title: 'Features/Bids/Dashboard/Save search dialog',
  component: SaveSearchDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSaved: fn(),
    filters: { states: 'TX', search: 'paving', bid_type: 'Active' },
    alertAccess: 'allowed' as const,
  },
  parameters: { account: 'essentials', msw: { handlers: [previewAnswers(PREVIEW_SOME)] } },
});

/** Before saving: the weekly estimate from the last 30 days and three of the bids it would have brought. */
export const WithPreview = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('About 6 new bids a week')).toBeInTheDocument();
    await expect(dialog.getByText('26 matching bids opened in the last 30 days.')).toBeInTheDocument();
    await expect(dialog.getAllByRole('listitem')).toHaveLength(3);
  },
});

/** Essentials names the search and turns its alert on; the alert goes with the save. */
export const SavesWithAlertOn = meta.story({
  parameters: { msw: { handlers: [previewAnswers(PREVIEW_SOME), savedAsSent] } },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name this search' }), 'Texas paving');
    await userEvent.click(dialog.getByRole('switch', { name: 'Email me new bids for this search' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Texas paving', alert: true }),
      ),
    );
  },
});

/** While the estimate is worked out, the dialog says so; saving does not wait for it. */
export const PreviewLoading = meta.story({
  parameters: { msw: { handlers: [http.post(PREVIEW, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Counting the bids this search would have found…')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save search' })).toBeEnabled();
  },
});

/** A search nothing matched in 30 days says so, and can still be saved. */
export const NoMatches = meta.story({
  parameters: { msw: { handlers: [previewAnswers(PREVIEW_NONE)] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('No bids matched in the last 30 days')).toBeInTheDocument();
    await expect(dialog.queryByRole('list')).toBeNull();
  },
});

/** The estimate failed: the dialog says what happened, offers Try again, and saving still works. */
export const PreviewFailed = meta.story({
  parameters: { msw: { handlers: [http.post(PREVIEW, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'We could not work out how many bids this search brings. You can still save it.',
    );
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
});

/** A name is needed; the message sits under the field. */
export const NameMissing = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save search' }));
    await expect(await dialog.findByText('Enter a name for this search.')).toBeInTheDocument();
  },
});

/** The dialog on `account`'s plan, its alert switch `alertAccess`: `check` looks at the dialog. */
function onPlan(
  account: 'starter' | 'sneak',
  alertAccess: 'locked' | 'hidden',
  check: (dialog: Awaited<ReturnType<typeof dialogOf>>) => Promise<void>,
) {
  return {
    args: { alertAccess },
    parameters: { account },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => check(await dialogOf(canvasElement)),
  };
}

/** Starter: the estimate, and the alert switch locked with Upgrade, which names its plan. */
export const Starter = meta.story(
  onPlan('starter', 'locked', async (dialog) => {
    await expect(dialog.getByRole('switch')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Upgrade, Essentials plan' })).toBeInTheDocument();
  }),
);

/** Sneak: no alert switch at all. */
export const Sneak = meta.story(
  onPlan('sneak', 'hidden', async (dialog) => {
    await expect(dialog.queryByRole('switch')).toBeNull();
  }),
);
