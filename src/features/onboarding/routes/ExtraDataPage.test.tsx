import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import { renderSavingStep } from '../testing/renderSavingStep';
import ExtraDataPage from './ExtraDataPage';

const server = setupMockApi();

describe('ExtraDataPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('checks the UEI, CAGE code and bonding capacity formats', async () => {
    renderRoute('/extra-data', ExtraDataPage);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /UEI number/ }), 'ABC');
    await user.type(screen.getByRole('textbox', { name: /CAGE code/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /Bonding capacity/ }), 'lots');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      screen.getByText('Enter the 12-character UEI from SAM.gov, letters and numbers only'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the 5-character CAGE code, letters and numbers only')).toBeInTheDocument();
    expect(screen.getByText('Enter the amount in whole dollars, like 1,000,000')).toBeInTheDocument();
  });

  it('sends the extra data in the contract shape and goes on to the plans', async () => {
    const { sent, user } = renderSavingStep(server, '/extra-data', ExtraDataPage);

    await user.click(screen.getByRole('checkbox', { name: 'HUBZone' }));
    await user.type(screen.getByRole('textbox', { name: /Bonding capacity/ }), '5,000,000');
    await user.type(screen.getByRole('textbox', { name: /UEI number/ }), 'j7m9hptgj1s9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /plan' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        completed_step: 'extra-data',
        extra_data: {
          certifications: ['HUBZone'],
          bonding_capacity: 5000000,
          uei_number: 'J7M9HPTGJ1S9',
          cage_code: null,
          notes: '',
        },
      },
    ]);
  });

  it('says it can be skipped, and Skip this step only marks the step done without sending what was typed', async () => {
    const { sent, user } = renderSavingStep(server, '/extra-data', ExtraDataPage);

    expect(screen.getByRole('heading', { level: 1, name: 'Extra details' })).toBeInTheDocument();
    expect(screen.getByText(/or skip this step/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /UEI number/ }), 'J7M9HPTGJ1S9');
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /plan' })).toBeInTheDocument();
    expect(sent).toEqual([{ completed_step: 'extra-data' }]);
  });

  it('keeps everything typed when the save fails', async () => {
    const { user } = renderSavingStep(server, '/extra-data', ExtraDataPage, 500);

    await user.type(screen.getByRole('textbox', { name: /CAGE code/ }), '7XK42');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not save this step.');
    expect(screen.getByRole('textbox', { name: /CAGE code/ })).toHaveValue('7XK42');
  });
});
