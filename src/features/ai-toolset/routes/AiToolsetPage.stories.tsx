import { HttpResponse, delay, http } from 'msw';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import { openDialog } from '@/testing/openDialog';
import { brand } from '@/lib/brand';
import AiToolsetPage from './AiToolsetPage';
import preview from '#.storybook/preview';

const FEATURE_REQUESTS = '*/api/auth/feature-requests/';

/** Each story answers the signup itself, so the fake backend's memory of earlier runs never matters. */
const answerSignup = (response: () => Response | Promise<Response>) => ({
  msw: { handlers: [http.post(FEATURE_REQUESTS, response)] },
});

const meta = preview.meta({
  title: 'Features/AI Toolset',
  component: AiToolsetPage,
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/ai-toolset'] },
    account: { token: 'story-token' },
    ...answerSignup(() =>
      HttpResponse.json({ email: 'pat@lonestarpaving.com', name: 'Pat Rivera' }, { status: 201 }),
    ),
  },
  // Any stored token counts as logged in (docs/product/screens.md#guarded-routes); the signup answers come from each story's handler.
  // Storage outlives a reload of the preview: clear the sign-up flag here, whatever an earlier story left.
  loaders: [() => sessionStorage.removeItem(brand.comingSoonStorageKey)],
  beforeEach: () => () => {
    sessionStorage.removeItem(brand.comingSoonStorageKey);
  },
});

const openSignup = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Get Notified', 'Get Notified');

async function fillAndSubmit(dialog: ReturnType<typeof within>) {
  await userEvent.type(
    dialog.getByRole('textbox', { name: /Enter your Email Id:/ }),
    'pat@lonestarpaving.com',
  );
  await userEvent.type(dialog.getByRole('textbox', { name: /Full Name:/ }), 'Pat Rivera');
  await userEvent.click(dialog.getByRole('button', { name: 'Signup for Regular Updates' }));
}

export const Page = meta.story();

export const SignupForm = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openSignup(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /Enter your Email Id:/ })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Signup for Regular Updates' })).toBeEnabled();
  },
});

/** The signup needs an account: a logged-out visitor is asked to log in first. */
export const LoggedOut = meta.story({
  // null, not undefined: Storybook keeps the meta's account when a story's is undefined.
  parameters: { account: null },
  play: async ({ canvasElement }) => {
    const dialog = await openSignup(canvasElement);
    await expect(dialog.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  },
});

export const Invalid = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openSignup(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Enter your Email Id:/ }), 'pat@lonestar');
    await userEvent.click(dialog.getByRole('button', { name: 'Signup for Regular Updates' }));
    await expect(dialog.getByText('Enter a valid email address, like name@company.com')).toBeInTheDocument();
    await expect(dialog.getByText('Enter your full name')).toBeInTheDocument();
  },
});

export const Submitting = meta.story({
  parameters: answerSignup(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openSignup(canvasElement);
    await fillAndSubmit(dialog);
    const progress = await dialog.findByRole('progressbar', { name: 'Submitting...' });
    await expect(progress.closest('button')).toHaveTextContent('Submitting...');
    await expect(dialog.getByRole('textbox', { name: /Full Name:/ })).toBeDisabled();
  },
});

export const ThankYou = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await openSignup(canvasElement);
    await fillAndSubmit(dialog);
    await expect(await dialog.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    await expect(dialog.getByText("We'll contact you when AI Toolset is ready.")).toBeInTheDocument();
  },
});

export const AlreadyRegistered = meta.story({
  parameters: answerSignup(() =>
    HttpResponse.json(
      { detail: "You're already registered for A.I. Toolset updates.", code: 'already_registered' },
      { status: 409 },
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openSignup(canvasElement);
    await fillAndSubmit(dialog);
    await expect(
      await dialog.findByRole('heading', { name: "You're Already Registered!" }),
    ).toBeInTheDocument();
    await expect(dialog.getByText("We'll notify you when AI Toolset is ready.")).toBeInTheDocument();
  },
});

/** docs/product/error-messages.md#ai-toolset-signup: no message; what was typed stays and the form can be sent again. */
export const FailureKeepsInput = meta.story({
  parameters: answerSignup(() => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })),
  play: async ({ canvasElement }) => {
    const dialog = await openSignup(canvasElement);
    await fillAndSubmit(dialog);
    // Pending, the button is named by its progress indicator; the failure brings its name back.
    const submit = await dialog.findByRole('button', { name: 'Signup for Regular Updates' });
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await expect(dialog.getByRole('textbox', { name: /Enter your Email Id:/ })).toHaveValue(
      'pat@lonestarpaving.com',
    );
    await expect(dialog.getByRole('textbox', { name: /Full Name:/ })).toHaveValue('Pat Rivera');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
});

/** This tab signed up earlier (docs/product/screens.md#session-and-storage: a session record): the dialog starts as already registered. */
export const SignedUpEarlierThisSession = meta.story({
  loaders: [
    () => {
      sessionStorage.setItem(
        brand.comingSoonStorageKey,
        JSON.stringify({
          submitted: true,
          timestamp: new Date().toISOString(),
          name: 'Pat',
          email: 'pat@x.com',
        }),
      );
    },
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openSignup(canvasElement);
    await expect(dialog.getByRole('heading', { name: "You're Already Registered!" })).toBeInTheDocument();
  },
});
