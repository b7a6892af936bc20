// Enda TAO payloads <-> our types. Pure: no I/O, no clock.
//
// ASSUMED PROTOCOL (no public material; correct here when Enda's documentation is at hand):
//   auth     `Authorization: Token <apiToken>`; paths under /merchants/{merchantId}
//   init     POST /merchants/{merchantId}/payment-requests {amount (millimes), currency, orderRef,
//            label, redirectUrl, notifyUrl, expiresAt (ISO), lang, customerPhone?}
//            -> 201 {requestId, state: "INITIATED", payUrl}
//   status   GET /merchants/{merchantId}/payment-requests/{requestId} -> {requestId, orderRef, state:
//            INITIATED | AWAITING_CONFIRMATION | CONFIRMED | REJECTED | EXPIRED | CANCELED, amount,
//            feeAmount?, transactionRef?, customerAccount? (masked), rejectReason?: INSUFFICIENT_BALANCE |
//            ACCOUNT_BLOCKED | LIMIT_EXCEEDED | CUSTOMER_CANCELED | REJECTED}
//   verify   GET /merchants/{merchantId} -> {merchantId, name, status}
//   errors   4xx {code, message} (AUTH_FAILED, FORBIDDEN, INVALID_INPUT, NOT_FOUND)
//   callback POST notifyUrl {requestId, orderRef}
//   return   GET redirectUrl?requestId=<id>
import * as z from 'zod';
import { callbackFields } from '../callback-fields.js';
import { accountInstrument, outcome, parsePayload, refusalError } from '../mapping-kit.js';
import type { AttemptOutcome, CallbackHint, CallbackRequest, CredentialCheck, FailureCode, InitiateInput } from '../payment-connector.js';
import { readJson, type ProviderAnswer } from '../transport.js';

const PROVIDER = 'enda_tao';

export function paymentRequestBody(input: InitiateInput): Record<string, unknown> {
  return {
    amount: input.amount,
    currency: input.currency,
    orderRef: input.reference,
    label: input.description,
    redirectUrl: input.returnUrl,
    notifyUrl: input.callbackUrl,
    expiresAt: input.expiresAt.toISOString(),
    lang: input.language,
    customerPhone: input.payer.phone,
  };
}

const errorBodySchema = z.object({ code: z.string(), message: z.string().optional() });

function readAnswer(answer: ProviderAnswer, operation: string): unknown {
  if (answer.status >= 400) {
    let details = {};
    try {
      const body = errorBodySchema.safeParse(JSON.parse(answer.text));
      if (body.success) details = body.data;
    } catch {
      // The HTTP status says enough.
    }
    throw refusalError(PROVIDER, operation, answer.status, details);
  }
  return readJson(answer, PROVIDER, operation);
}

const createdSchema = z.object({ requestId: z.string().min(1), payUrl: z.string().url() });

export function readPaymentRequestCreated(answer: ProviderAnswer): { requestId: string; payUrl: string; json: unknown } {
  const json = readAnswer(answer, 'create payment request');
  return { ...parsePayload(createdSchema, json, PROVIDER, 'create payment request'), json };
}

const paymentRequestSchema = z.object({
  requestId: z.string(),
  state: z.enum(['INITIATED', 'AWAITING_CONFIRMATION', 'CONFIRMED', 'REJECTED', 'EXPIRED', 'CANCELED']),
  amount: z.number().int(),
  feeAmount: z.number().int().optional(),
  transactionRef: z.string().optional(),
  customerAccount: z.string().optional(),
  rejectReason: z.string().optional(),
});

const REJECT_REASONS: Record<string, FailureCode> = {
  INSUFFICIENT_BALANCE: 'insufficient_funds',
  ACCOUNT_BLOCKED: 'invalid_instrument',
  LIMIT_EXCEEDED: 'limit_exceeded',
  CUSTOMER_CANCELED: 'canceled_by_payer',
  REJECTED: 'declined',
};

export function failureCodeForRejection(reason: string | undefined): FailureCode {
  return (reason && REJECT_REASONS[reason]) || 'declined';
}

export function readPaymentRequest(answer: ProviderAnswer): AttemptOutcome {
  const json = readAnswer(answer, 'get payment request');
  const request = parsePayload(paymentRequestSchema, json, PROVIDER, 'get payment request');
  const common = {
    raw: json,
    providerResultCode: request.rejectReason ?? request.state,
    instrument: request.customerAccount ? accountInstrument('wallet', 'enda_tao', request.customerAccount) : null,
    providerFee: request.feeAmount ?? null,
  };
  switch (request.state) {
    case 'CONFIRMED':
      return outcome({ ...common, status: 'succeeded', authorizationCode: request.transactionRef ?? null, paidAmount: request.amount });
    case 'INITIATED':
    case 'AWAITING_CONFIRMATION':
      return outcome({ ...common, status: 'pending' });
    case 'REJECTED':
      return outcome({ ...common, status: 'failed', failureCode: failureCodeForRejection(request.rejectReason) });
    case 'EXPIRED':
      return outcome({ ...common, status: 'expired', failureCode: 'session_expired' });
    case 'CANCELED':
      return outcome({ ...common, status: 'canceled', failureCode: 'canceled_by_payer' });
  }
}

const merchantSchema = z.object({ merchantId: z.string() });

export function readCredentialProbe(answer: ProviderAnswer): CredentialCheck {
  if (answer.status === 401 || answer.status === 403) {
    return { ok: false, reason: `Enda TAO refused the merchant id or API token (HTTP ${answer.status}).` };
  }
  const merchant = parsePayload(merchantSchema, readAnswer(answer, 'get merchant'), PROVIDER, 'get merchant');
  return { ok: true, publicIdentifier: merchant.merchantId };
}

export function readCallback(request: CallbackRequest): CallbackHint {
  return { externalRef: callbackFields(request).field('requestId') };
}
