import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '@/lib/brand';
import { renderRoute } from '@/testing/renderRoute';
import { faqTopics } from '../faq';
import { HelpFaqDialog } from './HelpFaqDialog';

const totalQuestions = faqTopics.flatMap(({ entries }) => entries).length;

function renderDialog() {
  render(<HelpFaqDialog isOpen onOpenChange={vi.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Frequently asked questions' });
  return { dialog, search: within(dialog).getByRole('searchbox', { name: 'Search the questions' }) };
}

/** The questions on show: every disclosure's summary. */
function visibleQuestions(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll('summary')].map((summary) => summary.textContent ?? '');
}

describe('HelpFaqDialog', { timeout: 15_000 }, () => {
  it('lists about 45 questions under the SPEC topics, closed, with the support email', () => {
    const { dialog } = renderDialog();

    expect(visibleQuestions(dialog)).toHaveLength(totalQuestions);
    expect(totalQuestions).toBeGreaterThanOrEqual(40);
    for (const topic of [
      'Logging in',
      'Codes by email (OTP)',
      'Registration',
      'Plans',
      'Payments and receipts',
    ]) {
      expect(within(dialog).getByRole('region', { name: topic })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('region', { name: /privacy/i })).toBeInTheDocument();
    expect(dialog.querySelectorAll('details[open]')).toHaveLength(0);
    expect(within(dialog).getByRole('link', { name: brand.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
  });

  it('says verification and password reset use emailed codes only, and cards go through a payment provider', () => {
    const answers = faqTopics.flatMap(({ entries }) => entries.map(({ answer }) => answer)).join(' ');

    expect(answers).toMatch(/by email only/i);
    expect(answers).toMatch(/never send codes by text message or phone call/i);
    expect(answers).toMatch(/card payment provider/i);
  });

  it('narrows the list to questions containing every typed word, and opens a short list', async () => {
    const user = userEvent.setup();
    const { dialog, search } = renderDialog();

    await user.type(search, 'calendar ics');

    expect(visibleQuestions(dialog)).toEqual(['Can I add closing dates to my calendar?']);
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Showing 1 of ${totalQuestions} questions`);
    expect(dialog.querySelector('details')).toHaveAttribute('open');
    // Topics with no match disappear.
    expect(within(dialog).getAllByRole('region')).toHaveLength(1);
  });

  it('matches answers as well as questions, ignoring case', async () => {
    const user = userEvent.setup();
    const { dialog, search } = renderDialog();

    await user.type(search, 'CSV');

    expect(visibleQuestions(dialog)).toContain('How do I export bids?');
    expect(visibleQuestions(dialog).length).toBeLessThan(totalQuestions);
  });

  it('says when nothing matches and offers the support email', async () => {
    const user = userEvent.setup();
    const { dialog, search } = renderDialog();

    await user.type(search, 'zebra crossing');

    expect(visibleQuestions(dialog)).toHaveLength(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent('No questions match "zebra crossing".');
    expect(within(dialog).getByText(/Try other words, or email your question to/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: brand.supportEmail })).toBeInTheDocument();
  });

  it('shows every question again, closed, once the search is cleared', async () => {
    const user = userEvent.setup();
    const { dialog, search } = renderDialog();

    await user.type(search, 'receipt');
    await user.clear(search);

    expect(visibleQuestions(dialog)).toHaveLength(totalQuestions);
    expect(dialog.querySelectorAll('details[open]')).toHaveLength(0);
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('links each answer about the profile, My Plans, receipts, bolt-ons or Account Settings to its tab', () => {
    const { dialog } = renderDialog();
    const linkUnder = (question: string) => {
      const entry = within(dialog).getByText(question, { selector: 'summary' }).closest('details');
      if (!(entry instanceof HTMLElement)) throw new Error(`no entry for ${question}`);
      return within(entry).getByRole('link', { hidden: true });
    };

    for (const question of [
      'Where do I find my receipts?',
      'Why is there no receipt for a payment?',
      'What is a state bolt-on?',
    ]) {
      expect(linkUnder(question)).toHaveAttribute('href', '/user-profile/plans');
      expect(linkUnder(question)).toHaveTextContent('Open My Plans');
    }
    for (const question of [
      'How do I change my password?',
      'How do I choose which emails I get?',
      'What is the difference between disabling and deleting my account?',
      'Which actions need an emailed code?',
    ]) {
      expect(linkUnder(question)).toHaveAttribute('href', '/user-profile/settings');
    }
    for (const question of ['Can I change my company details later?', 'Can I change my email address?']) {
      expect(linkUnder(question)).toHaveAttribute('href', '/user-profile');
    }
  });

  it('closes itself and opens the tab when a link under an answer is chosen', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderRoute('/help', () => <HelpFaqDialog isOpen onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Frequently asked questions' });

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search the questions' }), 'receipts');
    await user.click(within(dialog).getAllByRole('link', { name: 'Open My Plans' })[0]!);

    expect(
      await screen.findByRole('heading', { name: 'Arrived at /user-profile/plans' }),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
