// izi payloads <-> our types. Pure: no I/O, no clock.
//
// ASSUMED PROTOCOL (no public material; correct here when izi's documentation is at hand):
//   auth     HTTP Basic <clientId>:<clientSecret>
//   init     POST /checkout/sessions {amount (millimes), currency, merchant_order_id, description,
//            return_url, callback_url, expires_at (ISO), locale, customer {first_name, last_name,
//            email, phone}} -> 201 {id, status: "open", checkout_url, expires_at}
//   status   GET /checkout/sessions/{id} -> {id, status: open | processing | completed | failed |
//            expired | canceled, amount, amount_paid?, fee?, failure_code?: insufficient_balance |
//            declined | limit_exceeded | payer_canceled, transaction?: {id, wallet}}  (wallet masked)
//   verify   GET /merchant -> {client_id, merchant_name}
//   errors   4xx {error: <code>, error_description} (invalid_client, invalid_request, not_found)
//   callback POST callback_url {type: "checkout.session.updated", data: {id}}
//   return   GET return_url?session_id=<id>
import * as z from 'zod';
import { callbackFields } from '../callback-fields.js';
import { accountInstrument, outcome, parsePayload, refusalError } from '../mapping-kit.js';
import type { AttemptOutcome, CallbackHint, CallbackRequest, CredentialCheck, FailureCode, InitiateInput } from '../payment-connector.js';
import { readJson, type ProviderAnswer } from '../transport.js';

const PROVIDER = 'izi';

export function checkoutSessionBody(input: InitiateInput): Record<string, unknown> {
  return {
    amount: input.amount,
    currency: input.currency,
    merchant_order_id: input.reference,
    description: input.description,
    return_url: input.returnUrl,
    callback_url: input.callbackUrl,
    expires_at: input.expiresAt.toISOString(),
    locale: input.language,
    customer: {
      first_name: input.payer.firstName,
      last_name: input.payer.lastName,
      email: input.payer.email,
      phone: input.payer.phone,
    },
  };
}

const errorBodySchema = z.object({ error: z.string(), error_description: z.string().optional() });

function readAnswer(answer: ProviderAnswer, operation: string): unknown {
  if (answer.status >= 400) {
    let details = {};
    try {
      const body = errorBodySchema.safeParse(JSON.parse(answer.text));
      if (body.success) details = { code: body.data.error, message: body.data.error_description };
    } catch {
      // The HTTP status says enough.
    }
    throw refusalError(PROVIDER, operation, answer.status, details);
  }
  return readJson(answer, PROVIDER, operation);
}

const createdSchema = z.object({ id: z.string().min(1), checkout_url: z.string().url() });

export function readCheckoutSessionCreated(answer: ProviderAnswer): { sessionId: string; checkoutUrl: string; json: unknown } {
  const json = readAnswer(answer, 'create checkout session');
  const body = parsePayload(createdSchema, json, PROVIDER, 'create checkout session');
  return { sessionId: body.id, checkoutUrl: body.checkout_url, json };
}

const sessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'processing', 'completed', 'failed', 'expired', 'canceled']),
  amount: z.number().int(),
  amount_paid: z.number().int().optional(),
  fee: z.number().int().optional(),
  failure_code: z.string().optional(),
  transaction: z.object({ id: z.string(), wallet: z.string().optional() }).optional(),
});

const FAILURE_CODES: Record<string, FailureCode> = {
  insufficient_balance: 'insufficient_funds',
  declined: 'declined',
  limit_exceeded: 'limit_exceeded',
  payer_canceled: 'canceled_by_payer',
};

export function failureCodeFor(code: string | undefined): FailureCode {
  return (code && FAILURE_CODES[code]) || 'declined';
}

export function readCheckoutSession(answer: ProviderAnswer): AttemptOutcome {
  const json = readAnswer(answer, 'get checkout session');
  const session = parsePayload(sessionSchema, json, PROVIDER, 'get checkout session');
  const common = {
    raw: json,
    providerResultCode: session.failure_code ?? session.status,
    instrument: session.transaction ? accountInstrument('wallet', 'izi', session.transaction.wallet) : null,
    providerFee: session.fee ?? null,
  };
  switch (session.status) {
    case 'completed':
      return outcome({
        ...common,
        status: 'succeeded',
        authorizationCode: session.transaction?.id ?? null,
        paidAmount: session.amount_paid ?? session.amount,
      });
    case 'open':
    case 'processing':
      return outcome({ ...common, status: 'pending' });
    case 'failed':
      return outcome({ ...common, status: 'failed', failureCode: failureCodeFor(session.failure_code) });
    case 'expired':
      return outcome({ ...common, status: 'expired', failureCode: 'session_expired' });
    case 'canceled':
      return outcome({ ...common, status: 'canceled', failureCode: 'canceled_by_payer' });
  }
}

const merchantSchema = z.object({ client_id: z.string() });

export function readCredentialProbe(answer: ProviderAnswer): CredentialCheck {
  if (answer.status === 401 || answer.status === 403) {
    return { ok: false, reason: `izi refused the client id or client secret (HTTP ${answer.status}).` };
  }
  const merchant = parsePayload(merchantSchema, readAnswer(answer, 'get merchant'), PROVIDER, 'get merchant');
  return { ok: true, publicIdentifier: merchant.client_id };
}

const callbackSchema = z.object({ data: z.object({ id: z.string().min(1) }) });

/** Callback: `data.id` in the JSON body; browser return: `?session_id=`. */
export function readCallback(request: CallbackRequest): CallbackHint {
  const fields = callbackFields(request);
  const callback = callbackSchema.safeParse(fields.json);
  return { externalRef: callback.success ? callback.data.data.id : fields.field('session_id') };
}
