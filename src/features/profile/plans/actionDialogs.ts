import type { ComponentType } from 'react';

/**
 * The card form of the payment gateway (mock or Stripe), handed in by the app, which composes the
 * payments feature with this one: confirms a card setup, then calls onSaved.
 */
export interface CardEntryProps {
  clientSecret: string;
  publishableKey: string;
  onSaved: () => void;
}
export type CardEntry = ComponentType<CardEntryProps>;

/** Which of My Plans' action dialogs is open (PlanActions), shown in the modal PlanDialogs loads. */
export type OpenDialog = 'change' | 'cancel' | 'card' | null;

export const DIALOG_TITLES: Readonly<Record<Exclude<OpenDialog, null>, string>> = {
  change: 'Change plan',
  cancel: 'Cancel your plan?',
  card: 'Update card',
};
