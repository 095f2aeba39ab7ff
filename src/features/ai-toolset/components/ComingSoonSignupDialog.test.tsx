import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { brand } from '@/lib/brand';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import AiToolsetPage from '../routes/AiToolsetPage';
import { RESULT_RESET_MS, SIGNUP_MESSAGES } from './ComingSoonSignupDialog';

const server = setupFakeBackend();

const FEATURE_REQUESTS = '*/api/auth/feature-requests/';

async function openSignup() {
  const user = userEvent.setup();
  const view = renderRoute('/ai-toolset', AiToolsetPage);
  await user.click(screen.getByRole('button', { name: 'Get Notified' }));
  const dialog = await screen.findByRole('dialog', { name: 'Get Notified' });
  return { ...view, user, dialog: within(dialog) };
}

async function fillAndSubmit(
  { user, dialog }: Awaited<ReturnType<typeof openSignup>>,
  { email = 'pat@lonestarpaving.com', name = 'Pat Rivera' } = {},
) {
  await user.type(dialog.getByRole('textbox', { name: /Enter your Email Id:/ }), email);
  await user.type(dialog.getByRole('textbox', { name: /Full Name:/ }), name);
  await user.click(dialog.getByRole('button', { name: 'Signup for Regular Updates' }));
}

describe('A.I. Toolset signup dialog', { timeout: 30_000 }, () => {
  it('asks a logged-out visitor to log in first, and brings them back here afterwards', async () => {
    const opened = await openSignup();

    expect(opened.dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await opened.user.click(opened.dialog.getByRole('link', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /login' })).toBeInTheDocument();
    expect(opened.router.state.location.state).toEqual({ from: '/ai-toolset' });
  });

  it('requires an email address, a valid one, and a full name', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const opened = await openSignup();

    await opened.user.click(opened.dialog.getByRole('button', { name: 'Signup for Regular Updates' }));

    expect(opened.dialog.getByText(SIGNUP_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(opened.dialog.getByText(SIGNUP_MESSAGES.nameRequired)).toBeInTheDocument();

    await opened.user.type(
      opened.dialog.getByRole('textbox', { name: /Enter your Email Id:/ }),
      'pat@lonestar',
    );
    expect(opened.dialog.getByText(SIGNUP_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(opened.dialog.getByRole('textbox', { name: /Enter your Email Id:/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('reads Submitting... with the fields disabled while the signup is sent, then thanks the user', async () => {
    await logInAs(DEMO_EMAILS.starter);
    let sentBody: unknown;
    let answer: () => void = () => {};
    server.use(
      http.post(FEATURE_REQUESTS, async ({ request }) => {
        sentBody = await request.json();
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ email: 'pat@lonestarpaving.com', name: 'Pat Rivera' }, { status: 201 });
      }),
    );
    const opened = await openSignup();

    await fillAndSubmit(opened, { email: '  pat@lonestarpaving.com ', name: 'Pat Rivera' });

    // The design system's pending button: a progress indicator inside, named by its pending label.
    const progress = await opened.dialog.findByRole('progressbar', { name: 'Submitting...' });
    expect(progress.closest('button')).toHaveTextContent('Submitting...');
    expect(progress.closest('button')).toHaveAttribute('aria-disabled', 'true');
    expect(opened.dialog.getByRole('textbox', { name: /Enter your Email Id:/ })).toBeDisabled();
    expect(opened.dialog.getByRole('textbox', { name: /Full Name:/ })).toBeDisabled();
    expect(sentBody).toEqual({ email: 'pat@lonestarpaving.com', name: 'Pat Rivera' });

    answer();

    expect(await opened.dialog.findByRole('heading', { name: 'Thank You!' })).toHaveFocus();
    expect(opened.dialog.getByText("We'll contact you when AI Toolset is ready.")).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(brand.comingSoonStorageKey) ?? '{}')).toMatchObject({
      submitted: true,
      name: 'Pat Rivera',
      email: 'pat@lonestarpaving.com',
    });
  });

  it('brings the empty form back 2 s after a result, and says when the email is already registered', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const opened = await openSignup();

    await fillAndSubmit(opened);
    expect(await opened.dialog.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();

    const emailField = await opened.dialog.findByRole(
      'textbox',
      { name: /Enter your Email Id:/ },
      { timeout: RESULT_RESET_MS + 1000 },
    );
    expect(emailField).toHaveValue('');
    expect(emailField).toHaveFocus();
    expect(opened.dialog.getByRole('textbox', { name: /Full Name:/ })).toHaveValue('');

    // The fake backend remembers the first signup and answers 409 already_registered.
    await fillAndSubmit(opened);

    expect(
      await opened.dialog.findByRole('heading', { name: "You're Already Registered!" }),
    ).toBeInTheDocument();
    expect(opened.dialog.getByText("We'll notify you when AI Toolset is ready.")).toBeInTheDocument();
  });

  it('shows no message when the signup fails, keeps what was typed and lets the user send it again', async () => {
    await logInAs(DEMO_EMAILS.starter);
    server.use(
      http.post(FEATURE_REQUESTS, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })),
    );
    const opened = await openSignup();

    await fillAndSubmit(opened);

    const submit = await opened.dialog.findByRole('button', { name: 'Signup for Regular Updates' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(opened.dialog.getByRole('textbox', { name: /Enter your Email Id:/ })).toHaveValue(
      'pat@lonestarpaving.com',
    );
    expect(opened.dialog.getByRole('textbox', { name: /Full Name:/ })).toBeEnabled();
    expect(opened.dialog.getByRole('textbox', { name: /Full Name:/ })).toHaveValue('Pat Rivera');
    expect(opened.dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(brand.comingSoonStorageKey)).toBeNull();

    server.resetHandlers();
    await opened.user.click(submit);
    expect(await opened.dialog.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('starts as already registered when this tab signed up before, after closing and opening again', async () => {
    await logInAs(DEMO_EMAILS.starter);
    const opened = await openSignup();
    await fillAndSubmit(opened);
    await opened.dialog.findByRole('heading', { name: 'Thank You!' });

    await opened.user.click(opened.dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await opened.user.click(screen.getByRole('button', { name: 'Get Notified' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Get Notified' }));
    expect(dialog.getByRole('heading', { name: "You're Already Registered!" })).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
