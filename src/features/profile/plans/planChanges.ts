import { pricePerPeriod } from '@/lib/planPhrases';
import { formatShortDate } from '@/lib/dates';
import type { PlanChangePreview } from '../api/subscriptionChanges';

/** What the preview's money part says in one sentence after the lines. */
export function previewSummary(preview: PlanChangePreview, currentName: string): string {
  const next =
    preview.next_charge_amount && preview.next_charge_date
      ? `${pricePerPeriod(preview.next_charge_amount, preview.duration)} from ${formatShortDate(preview.next_charge_date)}`
      : null;
  if (preview.kind === 'downgrade') {
    const on = formatShortDate(preview.effective_at);
    return `Nothing is charged or credited today. You keep ${currentName} until ${on}; then ${preview.name}${next ? ` at ${next}` : ''}.`;
  }
  return `${preview.name} starts as soon as the payment goes through${next ? `; then ${next}` : ''}.`;
}
