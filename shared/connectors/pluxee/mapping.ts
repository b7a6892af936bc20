// Pluxee payloads <-> our types. Pure: no I/O, no clock.
//
// ASSUMED PROTOCOL (no public material; correct here when Pluxee's documentation is at hand):
//   auth     headers `X-Merchant-Code: <merchantCode>`, `X-Api-Key: <apiKey>`
//   init     POST /payments {amount (millimes), currency, merchantReference, description, returnUrl,
//            notificationUrl, expiresAt (ISO), language} -> 201 {paymentId, status, redirectUrl, expiresAt}
//   status   GET /payments/{paymentId} -> {paymentId, merchantReference, status: CREATED | PENDING |
//            PAID | REFUSED | EXPIRED | CANCELLED, amount, paidAmount?, fee?, authorizationNumber?,
//            card?: {maskedNumber}, refusalReason?: INSUFFICIENT_BALANCE | CARD_BLOCKED | CARD_EXPIRED |
//            DAILY_LIMIT_EXCEEDED | REFUSED}
//   verify   GET /merchants/me -> {merchantCode, name}
//   errors   4xx {error: {code, message}} (UNAUTHORIZED, VALIDATION_ERROR, NOT_FOUND)
//   callback POST notificationUrl {event: "payment.updated", paymentId, merchantReference}
//   return   GET returnUrl?paymentId=<id>
import * as z from 'zod';
import { callbackFields } from '../callback-fields.js';
import { accountInstrument, outcome, parsePayload, refusalError } from '../mapping-kit.js';
import type { AttemptOutcome, CallbackHint, CallbackRequest, CredentialCheck, FailureCode, InitiateInput } from '../payment-connector.js';
import { readJson, type ProviderAnswer } from '../transport.js';

const PROVIDER = 'pluxee';

export function createPaymentBody(input: InitiateInput): Record<string, unknown> {
  return {
    amount: input.amount,
    currency: input.currency,
    merchantReference: input.reference,
    description: input.description,
    returnUrl: input.returnUrl,
    notificationUrl: input.callbackUrl,
    expiresAt: input.expiresAt.toISOString(),
    language: input.language,
  };
}

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) });

/** JSON of a 2xx answer; a 4xx answer becomes the provider's refusal. */
function readAnswer(answer: ProviderAnswer, operation: string): unknown {
  if (answer.status >= 400) {
    let details = {};
    try {
      const body = errorBodySchema.safeParse(JSON.parse(answer.text));
      if (body.success) details = body.data.error;
    } catch {
      // The HTTP status says enough.
    }
    throw refusalError(PROVIDER, operation, answer.status, details);
  }
  return readJson(answer, PROVIDER, operation);
}

const createdSchema = z.object({ paymentId: z.string().min(1), redirectUrl: z.string().url() });

export function readCreatePaymentAnswer(answer: ProviderAnswer): { paymentId: string; redirectUrl: string; json: unknown } {
  const json = readAnswer(answer, 'create payment');
  const body = parsePayload(createdSchema, json, PROVIDER, 'create payment');
  return { ...body, json };
}

const paymentSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['CREATED', 'PENDING', 'PAID', 'REFUSED', 'EXPIRED', 'CANCELLED']),
  amount: z.number().int(),
  paidAmount: z.number().int().optional(),
  fee: z.number().int().optional(),
  authorizationNumber: z.string().optional(),
  card: z.object({ maskedNumber: z.string() }).optional(),
  refusalReason: z.string().optional(),
});

const REFUSAL_REASONS: Record<string, FailureCode> = {
  INSUFFICIENT_BALANCE: 'insufficient_funds',
  CARD_BLOCKED: 'fraud_suspected',
  CARD_EXPIRED: 'card_expired',
  DAILY_LIMIT_EXCEEDED: 'limit_exceeded',
  REFUSED: 'declined',
};

export function failureCodeForRefusal(reason: string | undefined): FailureCode {
  return (reason && REFUSAL_REASONS[reason]) || 'declined';
}

export function readPaymentAnswer(answer: ProviderAnswer): AttemptOutcome {
  const json = readAnswer(answer, 'get payment');
  const payment = parsePayload(paymentSchema, json, PROVIDER, 'get payment');
  const common = {
    raw: json,
    providerResultCode: payment.refusalReason ?? payment.status,
    instrument: payment.card ? accountInstrument('voucher', 'pluxee', payment.card.maskedNumber) : null,
    providerFee: payment.fee ?? null,
  };
  switch (payment.status) {
    case 'PAID':
      return outcome({
        ...common,
        status: 'succeeded',
        authorizationCode: payment.authorizationNumber ?? null,
        paidAmount: payment.paidAmount ?? payment.amount,
      });
    case 'CREATED':
    case 'PENDING':
      return outcome({ ...common, status: 'pending' });
    case 'REFUSED':
      return outcome({ ...common, status: 'failed', failureCode: failureCodeForRefusal(payment.refusalReason) });
    case 'EXPIRED':
      return outcome({ ...common, status: 'expired', failureCode: 'session_expired' });
    case 'CANCELLED':
      return outcome({ ...common, status: 'canceled', failureCode: 'canceled_by_payer' });
  }
}

const merchantSchema = z.object({ merchantCode: z.string() });

/** 401/403 means refused; a transient failure throws (it says nothing about the credentials). */
export function readCredentialProbe(answer: ProviderAnswer): CredentialCheck {
  if (answer.status === 401 || answer.status === 403) {
    return { ok: false, reason: `Pluxee refused the merchant code or API key (HTTP ${answer.status}).` };
  }
  const merchant = parsePayload(merchantSchema, readAnswer(answer, 'get merchant'), PROVIDER, 'get merchant');
  return { ok: true, publicIdentifier: merchant.merchantCode };
}

export function readCallback(request: CallbackRequest): CallbackHint {
  return { externalRef: callbackFields(request).field('paymentId') };
}
