import { expect, userEvent, within } from 'storybook/test';
import { WhatWeMatchOn } from './WhatWeMatchOn';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Profile/What we match on',
  component: WhatWeMatchOn,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '56rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { router: { initialEntries: ['/user-profile'] }, account: 'essentials' },
});

/** Every answer the fit and the bid brief's checks use, by group (the Essentials demo company, $1,000,000 general liability). */
export const Answers = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'What we match on' })).toBeInTheDocument();
    const insurance = canvas.getByRole('heading', { name: 'Insurance' }).closest('li') as HTMLElement;
    // Another story may have saved a new limit in the fake backend: any amount will do.
    await expect(insurance).toHaveTextContent(/General liability: \$[\d,]+/);
  },
});

/** Editing one group with onboarding's own fields: the limit is asked only for a policy that is held. */
export const EditingInsurance = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit insurance' }));
    const form = await canvas.findByRole('form', { name: 'Edit insurance' });
    const limit = await within(form).findByRole('textbox', { name: /^General liability coverage limit/ });
    await expect((limit as HTMLInputElement).value).toMatch(/^\d+$/);
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  },
});

/** A saved change says every bid is checked again and lists the new answer. */
export const Saved = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit insurance' }));
    const limit = await canvas.findByRole('textbox', { name: /^General liability coverage limit/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '2,000,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Saved. Every bid is checked again with your new answers.'),
    ).toBeInTheDocument();
    const insurance = canvas.getByRole('heading', { name: 'Insurance' }).closest('li') as HTMLElement;
    await expect(insurance).toHaveTextContent('General liability: $2,000,000');
  },
});

/**
 * Starter at its two states: "2 of 2 states", the other states cannot be ticked, and the sentence says
 * how to get more (the state bolt-on in My Plans).
 */
export const StatesAtTheLimit = meta.story({
  parameters: { account: 'starter' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit where you work' }));
    const form = await canvas.findByRole('form', { name: 'Edit where you work' });
    // Another story may have changed the coverage in the fake backend: the count says "of 2" whatever it holds.
    const count = await within(form).findByText(/^\d+ of 2 states$/);
    const vermont = await within(form).findByRole('checkbox', { name: 'Vermont' });
    if (count.textContent === '2 of 2 states') {
      await expect(vermont).toBeDisabled();
      await expect(within(form).getByRole('link', { name: 'Add a state bolt-on' })).toBeInTheDocument();
    }
  },
});
