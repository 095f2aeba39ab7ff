import { config } from '@/lib/config';
import type { GatewayPaymentIntent } from '../types';

/**
 * The fake backend's Stripe emulation (mock-only endpoints under `/__mock/stripe/`, beside the API
 * origin). It mirrors Stripe's calls: retrieve a PaymentIntent by client secret, confirm it with a card.
 */
interface MockStripeIntent {
  id: string;
  status: string;
  amount: number;
  last_payment_error: { code: string; message: string } | null;
}

export interface MockCardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Thrown when the emulation refuses a call; `fields` holds per-field messages (card_number, exp, cvc). */
export class MockGatewayError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Stripe client secrets are `<intent id>_secret_<random>`. */
export function intentIdFromClientSecret(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

function intentUrl(clientSecret: string, action = '', kind = 'payment_intents'): string {
  const apiOrigin = new URL(config.apiBaseUrl, window.location.origin).origin;
  const id = encodeURIComponent(intentIdFromClientSecret(clientSecret));
  return `${apiOrigin}/__mock/stripe/${kind}/${id}${action}`;
}

async function readIntent(response: Response): Promise<GatewayPaymentIntent> {
  const body = (await response.json().catch(() => ({}))) as Partial<MockStripeIntent> &
    Record<string, unknown>;
  if (!response.ok) {
    const fields = Object.fromEntries(
      Object.entries(body).flatMap(([field, value]) =>
        Array.isArray(value) && typeof value[0] === 'string' ? [[field, value[0]]] : [],
      ),
    );
    const detail = typeof body.detail === 'string' ? body.detail : Object.values(fields)[0];
    throw new MockGatewayError(detail ?? `The payment gateway answered ${response.status}.`, fields);
  }
  return {
    id: body.id ?? '',
    status: body.status ?? 'unknown',
    amountCents: typeof body.amount === 'number' ? body.amount : null,
    declineReason: body.last_payment_error?.message ?? null,
  };
}

export async function retrieveMockPaymentIntent(clientSecret: string): Promise<GatewayPaymentIntent> {
  const url = `${intentUrl(clientSecret)}?client_secret=${encodeURIComponent(clientSecret)}`;
  return readIntent(await fetch(url));
}

/** Confirms a payment or setup intent at `url` with the card, as Stripe.js sends it. */
function postCard(url: string, clientSecret: string, card: MockCardDetails): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_secret: clientSecret,
      card_number: card.cardNumber,
      exp: card.expiry,
      cvc: card.cvc,
      name: card.name,
    }),
  });
}

export async function confirmMockPayment(
  clientSecret: string,
  card: MockCardDetails,
): Promise<GatewayPaymentIntent> {
  const response = await postCard(intentUrl(clientSecret, '/confirm'), clientSecret, card);
  return readIntent(response);
}

/** Why a card setup was refused (e.g. 'Your card was declined.'), or null when the card was saved. */
export async function confirmMockCardSetup(
  clientSecret: string,
  card: MockCardDetails,
): Promise<string | null> {
  const response = await postCard(intentUrl(clientSecret, '/confirm', 'setup_intents'), clientSecret, card);
  const body = (await response.json().catch(() => ({}))) as {
    status?: string;
    detail?: string;
    last_setup_error?: { message?: string } | null;
  } & Record<string, unknown>;
  if (!response.ok) {
    const firstField = Object.values(body).find((value): value is string[] => Array.isArray(value));
    throw new MockGatewayError(
      body.detail ?? firstField?.[0] ?? `The card provider answered ${response.status}.`,
    );
  }
  return body.status === 'succeeded' ? null : (body.last_setup_error?.message ?? 'The card was not saved.');
}
