import { planByCode } from '../data/plans';
import type { PaymentRecord, UserRecord } from '../db';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The receipt page of a succeeded payment, as its owner gets it (`getPaymentReceiptDocument`). */
export function receiptHtml(payment: PaymentRecord, owner: UserRecord): string {
  const detail = JSON.parse(payment.detail) as {
    plan?: { name: string };
    addon_state?: { name: string };
    duration?: string;
  };
  const item = detail.addon_state
    ? `State Bolt-On - ${detail.addon_state.name}`
    : `${detail.plan?.name ?? planByCode(owner.plan_code).name} plan`;
  const rows: Array<[string, string]> = [
    ['Receipt number', `BL-${String(payment.id).padStart(6, '0')}`],
    ['Date', new Date(payment.created_at).toLocaleDateString('en-US', { timeZone: 'UTC' })],
    ['Billed to', `${owner.full_name} (${owner.email})`],
    ['Item', `${item}${detail.duration ? `, ${detail.duration}` : ''}`],
    ['Amount paid', `$${(payment.amount / 100).toFixed(2)} ${payment.currency.toUpperCase()}`],
    ['Payment reference', payment.stripe_payment_intent_id],
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BidLantern receipt</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#14213d}th{text-align:left;padding:.4rem 1rem .4rem 0}td{padding:.4rem 0}</style></head>
<body><h1>BidLantern receipt</h1><p>Thank you for your payment.</p><table>${rows
    .map(
      ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join(
      '',
    )}</table><p>This is a receipt from the BidLantern demo backend; no money was charged.</p></body></html>`;
}
