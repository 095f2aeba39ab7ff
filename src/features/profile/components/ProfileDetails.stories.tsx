import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyProfile } from '@/api/testing/profiles';
import { profileHandlers, storyStates } from '../testing/profileFixtures';
import { ProfileDetails } from './ProfileDetails';
import preview from '#.storybook/preview';

const UPDATE = '*/api/auth/user/update/';

const meta = preview.meta({
  title: 'Features/Profile/Profile details',
  component: ProfileDetails,
  args: { profile: storyProfile, states: storyStates },
  parameters: { msw: { handlers: [profileHandlers.profile()] } },
});

/** Read-only: greeting, Signup Time, Personal Detail and Company Snapshot with the labels of docs/product/plans-and-limits.md#company-snapshot-choices. */
export const ReadOnly = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hello, Maria Lopez' })).toBeInTheDocument();
    await expect(canvas.getByText('Signup Time').parentElement).toHaveTextContent(/March 5, 2026/);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByText('$75,000 to $500,000')).toBeInTheDocument();
    await expect(canvas.getByText('8+')).toBeInTheDocument();
    await expect(canvas.getByText('Texas')).toBeInTheDocument();
  },
});

/** Edit: the name and the company snapshot become fields; Email stays read-only and disabled. */
export const Editing = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('textbox', { name: /^Full Name/ })).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Target Contract Size$/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  },
});

/** A missing name is caught before sending. */
export const NameRequired = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Full Name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter your full name')).toBeInTheDocument();
  },
});

/** Saving: the button shows progress while the update is on its way. */
export const Saving = meta.story({
  parameters: { msw: { handlers: [http.put(UPDATE, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
});

/** Saved: back to read-only. */
export const Saved = meta.story({
  parameters: { msw: { handlers: [http.put(UPDATE, () => HttpResponse.json(storyProfile))] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  },
});

/** Refused: stays editing with what was typed and says what went wrong. */
export const SaveFailed = meta.story({
  parameters: {
    msw: {
      handlers: [
        http.put(UPDATE, () =>
          HttpResponse.json({ company_name: ['Company name is too long.'] }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Company Name' }), ' Group');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not save your changes. Check the fields marked below.',
    );
    await expect(canvas.getByText('Company name is too long.')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Company Name' })).toHaveValue(
      'Lone Star Paving LLC Group',
    );
  },
});

/** The states list could not load: the State picker says so. */
export const StatesFailed = meta.story({
  args: { states: [], statesFailed: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(
      canvas.getByText('We could not load the list of states. Reload the page to try again.'),
    ).toBeInTheDocument();
  },
});
