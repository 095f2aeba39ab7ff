import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AlertDigest } from '../api/alertDigest';
import { DIGEST_NONE, DIGEST_OVER_CAP, DIGEST_SOME } from '../testing/alertFixtures';
import { WhatsNewPanel } from './WhatsNewPanel';
import { answerPostFrom } from '@/testing/storyAnswers';
import preview from '#.storybook/preview';

const DIGEST = '*/api/alerts/digest/';
const digestAnswers = (digest: AlertDigest) => http.get(DIGEST, () => HttpResponse.json(digest));

/** POST /alerts/seen/ keeps the time it was sent. */
const seenAsSent = answerPostFrom<{ seen_at: string }>('*/api/alerts/seen/', (body) => ({
  alerts_seen_at: body.seen_at,
}));

const sheetOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: "What's new" }));

const meta = preview.meta({
  title: "Features/Bids/What's new",
  component: WhatsNewPanel,
  args: { isOpen: true, onOpenChange: fn() },
  parameters: { account: 'essentials', msw: { handlers: [digestAnswers(DIGEST_SOME)] } },
});

/** New bids per alerted search (each once, "Also matches"), a followed bid's moved date, one closing soon. */
export const Some = meta.story({
  play: async ({ canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await expect(
      await sheet.findByRole('heading', { name: 'New bids for your saved searches' }),
    ).toBeInTheDocument();
    await expect(
      sheet.getByRole('link', { name: 'FM 1960 Road Resurfacing and Pavement Markings' }),
    ).toHaveAttribute('href', '/summary/4213');
    await expect(sheet.getByText('Also matches: Harris County')).toBeInTheDocument();
    await expect(sheet.getByText('12/08/26').tagName).toBe('DEL');
    await expect(sheet.getByText('12/15/26').tagName).toBe('INS');
    await expect(sheet.getByRole('heading', { name: 'Followed bids closing soon' })).toBeInTheDocument();
  },
});

/** Nothing new: says so, and there is nothing to mark. */
export const None = meta.story({
  parameters: { msw: { handlers: [digestAnswers(DIGEST_NONE)] } },
  play: async ({ canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await expect(await sheet.findByText(/^Nothing new since your last visit/)).toBeInTheDocument();
    await expect(sheet.queryByRole('button', { name: 'Mark all as seen' })).toBeNull();
  },
});

/** Past the daily cap: the first 25 listed, and how many more the dashboard holds. */
export const OverTheCap = meta.story({
  parameters: { msw: { handlers: [digestAnswers(DIGEST_OVER_CAP)] } },
  play: async ({ canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await expect(await sheet.findByText(/^15 more on your dashboard\./)).toBeInTheDocument();
    await expect(sheet.getAllByRole('link')).toHaveLength(25);
  },
});

/** Mark all as seen sends the shown digest's time, and the sheet closes. */
export const MarkAllSeen = meta.story({
  parameters: { msw: { handlers: [digestAnswers(DIGEST_SOME), seenAsSent] } },
  play: async ({ args, canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await userEvent.click(await sheet.findByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
});

export const LoadFailed = meta.story({
  parameters: { msw: { handlers: [http.get(DIGEST, () => new HttpResponse(null, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await expect(await sheet.findByRole('alert')).toHaveTextContent(
      'We could not load what is new. Please try again.',
    );
  },
});
