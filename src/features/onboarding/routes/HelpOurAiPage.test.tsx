import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/testing/renderRoute';
import { continueUnanswered } from '../testing/continueUnanswered';
import { renderSavingStep } from '../testing/renderSavingStep';
import { EMPTY_INSURANCE_DATA, getDraft, updateDraft } from '../draft/onboardingDraft';
import HelpOurAiPage from './HelpOurAiPage';

const server = setupMockApi();

describe('HelpOurAiPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('asks for an answer to each of the six questions', async () => {
    await continueUnanswered('/help-our-ai', HelpOurAiPage);

    expect(screen.getAllByText('Answer yes or no')).toHaveLength(6);
  });

  it('sends the answers with the amount of each policy held, in whole dollars', async () => {
    updateDraft({
      insurance_data: {
        ...EMPTY_INSURANCE_DATA,
        workers_compensation: true,
        auto_liability: false,
        medical_professional: false,
        cyber_insurance: false,
        environmental_insurance: false,
      },
    });
    const { sent, user } = renderSavingStep(server, '/help-our-ai', HelpOurAiPage);

    await user.click(
      within(screen.getByRole('radiogroup', { name: /general liability/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    const amount = screen.getByRole('textbox', { name: /General liability coverage limit/ });
    await user.type(amount, '2 million');
    expect(screen.getByText('Enter the amount in whole dollars, like 1,000,000')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '$2,000,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /extra-data' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        completed_step: 'help-our-ai',
        insurance_data: {
          workers_compensation: true,
          general_liability: true,
          auto_liability: false,
          medical_professional: false,
          cyber_insurance: false,
          environmental_insurance: false,
        },
        insurance_amounts: {
          general_liability_amount: 2000000,
          auto_liability_amount: null,
          medical_professional_amount: null,
          environmental_amount: null,
          cybersecurity_amount: null,
        },
        skipped_insurance: false,
        all_no_insurance: false,
      },
    ]);
  });

  it('answers No to every question without saving or moving on, then Continue records six noes', async () => {
    const { sent, user } = renderSavingStep(server, '/help-our-ai', HelpOurAiPage);

    expect(screen.getByRole('heading', { level: 1, name: 'Your insurance' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answer No to every question' }));

    expect(screen.getByRole('status')).toHaveTextContent(
      'Every answer is now No. Check them, then press Continue to save.',
    );
    for (const group of screen.getAllByRole('radiogroup'))
      expect(within(group).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(sent).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Arrived at /extra-data' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Arrived at /extra-data' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      all_no_insurance: true,
      skipped_insurance: false,
      insurance_data: { general_liability: false },
    });
    expect(getDraft().all_no_insurance).toBe(true);
  });

  it('skips by clearing the answers and saying the step was skipped', async () => {
    updateDraft({ insurance_data: { ...EMPTY_INSURANCE_DATA, general_liability: true } });
    const { sent, user } = renderSavingStep(server, '/help-our-ai', HelpOurAiPage);

    await user.click(screen.getByRole('button', { name: 'Skip this step' }));

    expect(await screen.findByRole('heading', { name: 'Arrived at /extra-data' })).toBeInTheDocument();
    expect(sent).toEqual([
      { completed_step: 'help-our-ai', skipped_insurance: true, all_no_insurance: false },
    ]);
    expect(getDraft()).toMatchObject({ skipped_insurance: true, insurance_data: EMPTY_INSURANCE_DATA });
  });
});
