import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import { WhatWeMatchOn } from './WhatWeMatchOn';

const server = setupFakeBackend();
// The save and the refetch that follows take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const groupOf = (name: string) =>
  screen.getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;

/** Logs in as `email` and opens What we match on; with `group` (its heading), presses that group's Edit. */
async function openWhatWeMatchOn(email: string, group?: string) {
  const user = userEvent.setup();
  await logInAs(email);
  const { queryClient } = renderRoute('/user-profile', WhatWeMatchOn);
  await screen.findByRole('heading', { level: 3, name: 'What we match on' });
  if (group) {
    const editName = `Edit ${group.charAt(0).toLowerCase()}${group.slice(1)}`;
    await user.click(screen.getByRole('button', { name: editName }));
  }
  return { user, queryClient };
}

describe('What we match on', { timeout: 30_000 }, () => {
  it('lists the answers every bid is checked against, group by group', async () => {
    await openWhatWeMatchOn(DEMO_EMAILS.essentials);
    expect(groupOf('Where you work')).toHaveTextContent('Virginia');
    expect(groupOf('Insurance')).toHaveTextContent(/General liability: \$\d{1,3}(,\d{3})+/);
    expect(groupOf('Certifications and bonding')).toHaveTextContent(/Bonding capacity: \$\d{1,3}(,\d{3})+/);
  });

  it('saves a changed coverage limit, says every bid is checked again and asks for the bids again', async () => {
    const { user, queryClient } = await openWhatWeMatchOn(DEMO_EMAILS.essentials, 'Insurance');
    // A bid already on screen, as GET /bids/{id}/ caches it (orval's key).
    const bidKey = ['getBid', 1];
    queryClient.setQueryData(bidKey, { id: 1 });
    const limit = await screen.findByRole('textbox', { name: /^General liability coverage limit/ });
    await user.clear(limit);
    await user.click(limit);
    await user.paste('3,000,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Every bid is checked again with your new answers.',
    );
    expect(groupOf('Insurance')).toHaveTextContent('General liability: $3,000,000');
    expect(screen.getByRole('button', { name: 'Edit insurance' })).toHaveFocus();
    expect(queryClient.getQueryState(bidKey)?.isInvalidated).toBe(true);
  });

  it('checks answers as onboarding does before sending anything', async () => {
    const { user } = await openWhatWeMatchOn(DEMO_EMAILS.essentials, 'Certifications and bonding');
    const bonding = await screen.findByRole('textbox', { name: 'Bonding capacity in dollars' });
    await user.clear(bonding);
    await user.type(bonding, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(bonding).toHaveAccessibleDescription(
      expect.stringContaining('Enter the amount in whole dollars, like 1,000,000'),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(groupOf('Certifications and bonding')).toHaveTextContent(/Bonding capacity: \$\d{1,3}(,\d{3})+/);
  });

  it('keeps what was typed and says so when the save fails', async () => {
    server.use(
      http.put('*/auth/onboarding/', () => HttpResponse.json({ detail: 'Server down' }, { status: 500 })),
    );
    const { user } = await openWhatWeMatchOn(DEMO_EMAILS.essentials, 'Certifications and bonding');
    const group = groupOf('Certifications and bonding');
    await user.click(await within(group).findByRole('checkbox', { name: 'HUBZone' }));
    await user.click(within(group).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(group).getByRole('alert')).toBeInTheDocument());
    expect(within(group).getByRole('checkbox', { name: 'HUBZone' })).toBeChecked();
  });

  it("counts the states against Starter's two and offers the bolt-on once both are chosen", async () => {
    const { user } = await openWhatWeMatchOn(DEMO_EMAILS.starter, 'Where you work');
    const group = groupOf('Where you work');
    expect(await within(group).findByText('2 of 2 states')).toBeInTheDocument();
    expect(await within(group).findByRole('checkbox', { name: 'New Mexico' })).toBeDisabled();
    // No region fits in two states: none is offered.
    expect(within(group).queryByRole('heading', { name: 'Add a whole region' })).not.toBeInTheDocument();
    expect(within(group).getByText(/Your Starter plan covers up to 2 states\./)).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Add a state bolt-on' })).toHaveAttribute(
      'href',
      '/user-profile/plans',
    );

    await user.click(within(group).getByRole('checkbox', { name: 'Oklahoma' }));
    expect(within(group).getByText('1 of 2 states')).toBeInTheDocument();
    expect(within(group).queryByRole('link', { name: 'Add a state bolt-on' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: 'New Mexico' }));
    await user.click(within(group).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(groupOf('Where you work')).toHaveTextContent('Texas, New Mexico');
  });

  it('points Sneak, at its one state, to the plan that covers more', async () => {
    await openWhatWeMatchOn(DEMO_EMAILS.sneak, 'Where you work');
    const group = groupOf('Where you work');
    expect(await within(group).findByText('1 of 1 state')).toBeInTheDocument();
    expect(await within(group).findByRole('link', { name: 'Upgrade to Starter' })).toHaveAttribute(
      'href',
      '/plan?plan=002',
    );
  });

  it('lets Essentials, which covers every state, add states freely', async () => {
    const { user } = await openWhatWeMatchOn(DEMO_EMAILS.essentials, 'Where you work');
    const group = groupOf('Where you work');
    expect(await within(group).findByText('4 of 51 states')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Add South' }));
    expect(within(group).getByText('17 of 51 states')).toBeInTheDocument();
    expect(within(group).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the server's words when it refuses a coverage over the plan's states", async () => {
    const refusal =
      'Your Starter plan covers up to 2 states. Remove a state first, or add one with a state bolt-on in My Plans.';
    server.use(
      http.put('*/auth/onboarding/', () =>
        HttpResponse.json({ detail: refusal, code: 'plan_state_limit' }, { status: 403 }),
      ),
    );
    const { user } = await openWhatWeMatchOn(DEMO_EMAILS.essentials, 'Where you work');
    const group = groupOf('Where you work');
    await user.click(await within(group).findByRole('checkbox', { name: 'Texas' }));
    await user.click(within(group).getByRole('button', { name: 'Save' }));

    expect(await within(group).findByRole('alert')).toHaveTextContent(refusal);
  });
});
