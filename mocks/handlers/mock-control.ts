import type { PaymentIntentRecord, SetupIntentRecord } from '../db';
import { fieldError, HttpError, notFound } from '../http/errors';
import { controlRoute, json } from '../http/route';
import { listEmails } from '../mailbox';
import { resetMockDb, seedSize } from '../persistence/snapshot';
import { getScenario, resetScenario, updateScenario } from '../scenario';
import { bidCount } from '../store/bids';
import { expireOtps } from '../store/otps';
import { confirmIntent, findIntent, refreshIntent } from '../store/payment-intents';
import { confirmSetupIntent, findSetupIntent } from '../store/subscriptions';

/** Mock-only endpoints, outside the contract: mailbox, reset, scenario switches, Stripe emulation. */
function toStripeIntent(intent: PaymentIntentRecord) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: 'usd',
    client_secret: intent.client_secret,
    status: intent.status,
    last_payment_error: intent.last_error_code
      ? { code: intent.last_error_code, message: intent.last_error_message }
      : null,
  };
}

function intentForSecret(id: string | undefined, clientSecret: unknown): PaymentIntentRecord {
  const intent = findIntent(id ?? '');
  if (!intent || intent.client_secret !== clientSecret) throw notFound('No such payment_intent.');
  return refreshIntent(intent);
}

function toStripeSetupIntent(intent: SetupIntentRecord) {
  return {
    id: intent.id,
    object: 'setup_intent',
    client_secret: intent.client_secret,
    status: intent.status,
    payment_method: intent.card_last4
      ? { card: { brand: intent.card_brand, last4: intent.card_last4 } }
      : null,
    last_setup_error: intent.last_error_code
      ? { code: intent.last_error_code, message: intent.last_error_message }
      : null,
  };
}

/** Stripe's checks on a confirm call: the client secret proves the caller; then the card's fields. */
function checkedCard(body: unknown, clientSecret: string, kind: string) {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof input.client_secret !== 'string' || input.client_secret === '')
    throw fieldError('client_secret', `Confirming a ${kind} needs its client_secret.`);
  if (input.client_secret !== clientSecret) {
    throw fieldError(
      'client_secret',
      `The client_secret provided does not match the client_secret associated with the ${kind}.`,
    );
  }
  if (typeof input.card_number !== 'string' || input.card_number.trim() === '')
    throw fieldError('card_number', 'Enter a card number.');
  if (typeof input.exp !== 'string' || !/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(input.exp))
    throw fieldError('exp', 'Enter the expiry date as MM/YY.');
  if (typeof input.cvc !== 'string' || !/^\d{3,4}$/.test(input.cvc))
    throw fieldError('cvc', 'Enter the 3 or 4 digit security code.');
  return { cardNumber: input.card_number, expiry: input.exp };
}

export const mockControlHandlers = [
  controlRoute('get', '/emails', ({ url }) => json(listEmails(url.searchParams.get('to') ?? undefined))),

  // `{"bids": 50000}` reseeds with that many bids (a benchmark's large data set); no body: the default 5,000.
  controlRoute('post', '/reset', ({ body }) => {
    resetMockDb(undefined, seedSize((body as { bids?: unknown } | undefined)?.bids));
    resetScenario();
    return json({ detail: 'The fake backend is back to its seed.', bids: bidCount() });
  }),

  controlRoute('get', '/scenario', () => json(getScenario())),
  controlRoute('post', '/scenario', ({ body }) =>
    json(updateScenario(typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {})),
  ),

  // Makes the pending codes of an email expire now, to reach the 410 path deterministically.
  controlRoute('post', '/otps/expire', ({ body }) => {
    const email = (body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') throw fieldError('email', 'This field is required.');
    return json({ expired: expireOtps(email) });
  }),

  controlRoute('get', '/stripe/payment_intents/:id', ({ params, url }) =>
    json(toStripeIntent(intentForSecret(params.id, url.searchParams.get('client_secret')))),
  ),

  controlRoute('post', '/stripe/payment_intents/:id/confirm', ({ params, body }) => {
    const intent = findIntent(params.id ?? '');
    if (!intent) throw notFound('No such payment_intent.');
    // Like Stripe with a publishable key: the id alone is no proof of being the intent's payer.
    const { cardNumber, expiry } = checkedCard(body, intent.client_secret, 'PaymentIntent');
    const current = refreshIntent(intent);
    if (current.status !== 'requires_payment_method') {
      throw new HttpError(400, {
        detail: `This PaymentIntent's status is ${current.status}; it cannot be confirmed again.`,
      });
    }
    return json(toStripeIntent(confirmIntent(current, cardNumber, expiry)));
  }),

  controlRoute('get', '/stripe/setup_intents/:id', ({ params, url }) => {
    const intent = findSetupIntent(params.id ?? '');
    if (!intent || intent.client_secret !== url.searchParams.get('client_secret'))
      throw notFound('No such setup_intent.');
    return json(toStripeSetupIntent(intent));
  }),

  controlRoute('post', '/stripe/setup_intents/:id/confirm', ({ params, body }) => {
    const intent = findSetupIntent(params.id ?? '');
    if (!intent) throw notFound('No such setup_intent.');
    const { cardNumber, expiry } = checkedCard(body, intent.client_secret, 'SetupIntent');
    if (intent.status === 'succeeded')
      throw new HttpError(400, { detail: 'This SetupIntent has already succeeded; start a new one.' });
    return json(toStripeSetupIntent(confirmSetupIntent(intent, cardNumber, expiry)));
  }),
];
