import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import ProfileTabPage from './ProfileTabPage';

const server = setupFakeBackend();

/** Opens a Select by its label and picks an option. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Replaces a field's text in one paste (typing letter by letter is slow in jsdom). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function valueOf(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((candidate) => candidate.textContent?.startsWith(term));
  return dt?.nextElementSibling?.textContent;
}

describe('the Profile tab', () => {
  it('greets with the full name, shows Signup Time readably and the details read-only', async () => {
    await logInAs(DEMO_EMAILS.starter);
    renderRoute('/user-profile', ProfileTabPage);

    const greeting = await screen.findByRole('heading', { level: 2, name: /^Hello, / }, { timeout: 5_000 });
    const profile = (await (
      await fetch(new URL('/api/auth/profile/', location.href), {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      })
    ).json()) as { full_name: string; email: string; last_login: string };
    expect(greeting).toHaveTextContent(`Hello, ${profile.full_name}`);
    const signup = screen.getByText('Signup Time').parentElement;
    expect(signup).toHaveTextContent(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(profile.last_login),
      ),
    );
    expect(screen.getByRole('heading', { name: 'Personal Detail' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company Snapshot' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('readonly');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeDisabled();
    expect(email).toHaveValue(profile.email);
    for (const term of [
      'Company Name',
      'No. of Employees',
      'Year in Business',
      'Target Contract Size',
      'State',
    ])
      expect(valueOf(term)).toBeTruthy();
    // The four required fields (docs/product/screens.md#profile-tab) carry the mark; Company Name does not.
    expect(screen.getAllByRole('term').filter((term) => term.textContent?.endsWith('*'))).toHaveLength(4);
  });

  it('edits with the SPEC options, sends the §3 payload with a numeric year, then shows the saved profile read-only', async () => {
    const user = userEvent.setup();
    await logInAs(DEMO_EMAILS.starter);
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/auth/user/update/'))
        sent.push(await request.clone().json());
    });
    renderRoute('/user-profile', ProfileTabPage);

    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5_000 }));
    const name = screen.getByRole('textbox', { name: /^Full Name/ });
    await replaceText(user, name, 'Morgan Rivers');
    await replaceText(user, screen.getByRole('textbox', { name: 'Company Name' }), 'Rivers Road Works');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    // The contract's limits: the fields stop where the server would refuse.
    expect(name).toHaveAttribute('maxlength', '150');
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveAttribute('maxlength', '150');

    await user.click(screen.getByRole('button', { name: /No. of Employees$/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1-10',
      '11-50',
      '50+',
    ]);
    await user.click(screen.getByRole('option', { name: '50+' }));
    await user.click(screen.getByRole('button', { name: /Year in Business$/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1-3', '4-7', '8+']);
    await user.click(screen.getByRole('option', { name: '4-7' }));
    await user.click(screen.getByRole('button', { name: /Target Contract Size$/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Up to $75,000',
      '$75,000 to $500,000',
      'Above $500,000',
    ]);
    await user.click(screen.getByRole('option', { name: 'Above $500,000' }));
    // The target contract size selector appears once (the product spec's duplicate is a defect).
    expect(screen.getAllByRole('button', { name: /Target Contract Size$/ })).toHaveLength(1);
    await choose(user, 'State', 'Oklahoma');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Hello, Morgan Rivers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(sent).toEqual([
      {
        full_name: 'Morgan Rivers',
        state: 37,
        company_name: 'Rivers Road Works',
        no_of_employees: '50+',
        target_contract_size: 'above-500000',
        year_in_business: 4,
      },
    ]);
    expect(valueOf('Company Name')).toBe('Rivers Road Works');
    expect(valueOf('No. of Employees')).toBe('50+');
    expect(valueOf('Year in Business')).toBe('4-7');
    expect(valueOf('Target Contract Size')).toBe('Above $500,000');
    expect(valueOf('State')).toBe('Oklahoma');
  }, 30_000);

  it('stays editing with what was typed and says what went wrong when the save fails', async () => {
    const user = userEvent.setup();
    await logInAs(DEMO_EMAILS.starter);
    server.use(
      http.put('*/auth/user/update/', () =>
        HttpResponse.json({ company_name: ['Company name is too long.'] }, { status: 400 }),
      ),
    );
    renderRoute('/user-profile', ProfileTabPage);

    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5_000 }));
    const company = screen.getByRole('textbox', { name: 'Company Name' });
    await replaceText(user, company, 'A very long company name');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your changes. Check the fields marked below.',
    );
    expect(screen.getByText('Company name is too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveValue('A very long company name');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    // The error clears when the user edits the field (docs/product/error-messages.md#forms).
    await user.type(company, '!');
    expect(screen.queryByText('Company name is too long.')).not.toBeInTheDocument();
  }, 30_000);

  it('asks for a name before saving and Cancel goes back to the saved values', async () => {
    const user = userEvent.setup();
    await logInAs(DEMO_EMAILS.starter);
    renderRoute('/user-profile', ProfileTabPage);

    await user.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 5_000 }));
    const name = screen.getByRole('textbox', { name: /^Full Name/ });
    const saved = (name as HTMLInputElement).value;
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your full name')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue(saved);
  });

  it("says 'Error fetching profile' when the profile cannot load, and Retry loads it", async () => {
    const user = userEvent.setup();
    await logInAs(DEMO_EMAILS.starter);
    server.use(http.get('*/auth/profile/', () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderRoute('/user-profile', ProfileTabPage);

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error fetching profile');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /^Hello, / })).toBeInTheDocument();
  });

  it("shows the server's own message when the profile cannot load and the server says why", async () => {
    await logInAs(DEMO_EMAILS.starter);
    server.use(
      http.get(
        '*/auth/profile/',
        () => HttpResponse.json({ detail: 'Profile service is down for maintenance.' }, { status: 503 }),
        { once: true },
      ),
    );
    renderRoute('/user-profile', ProfileTabPage);

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Profile service is down for maintenance.');
    expect(error).not.toHaveTextContent('Error fetching profile');
  });
});
