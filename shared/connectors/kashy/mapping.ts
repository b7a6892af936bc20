// Kashy payloads <-> our types. Pure: no I/O, no clock.
//
// ASSUMED PROTOCOL (no public material; correct here when Kashy's documentation is at hand):
//   auth     `Authorization: Bearer <apiKey>`, `X-Kashy-Merchant: <merchantId>`
//   init     POST /qr-payments {amount (millimes), currency, externalReference, description,
//            callbackUrl, returnUrl, expiresAt (ISO)}
//            -> 201 {paymentId, status: "WAITING", qrContent, codePay (6 digits), expiresAt}
//            The payer scans qrContent with the Kashy app, or types codePay in it.
//   status   GET /qr-payments/{paymentId} -> {paymentId, status: WAITING | SCANNED | PAID | FAILED |
//            EXPIRED | CANCELED, amount, paidAmount?, fee?, transactionId?, payerWallet? (masked),
//            failureReason?: INSUFFICIENT_FUNDS | DECLINED | LIMIT_EXCEEDED | PAYER_CANCELED}
//   verify   GET /merchant/profile -> {merchantId, displayName}
//   errors   4xx {errorCode, errorMessage} (UNAUTHORIZED, INVALID_REQUEST, PAYMENT_NOT_FOUND)
//   callback POST callbackUrl {paymentId, codePay}
//   return   the app sends the payer back to returnUrl?paymentId=<id>
import * as z from 'zod';
import { callbackFields } from '../callback-fields.js';
import { accountInstrument, outcome, parsePayload, refusalError } from '../mapping-kit.js';
import type { AttemptOutcome, CallbackHint, CallbackRequest, CredentialCheck, FailureCode, InitiateInput } from '../payment-connector.js';
import { readJson, type ProviderAnswer } from '../transport.js';

const PROVIDER = 'kashy';

export function qrPaymentBody(input: InitiateInput): Record<string, unknown> {
  return {
    amount: input.amount,
    currency: input.currency,
    externalReference: input.reference,
    description: input.description,
    callbackUrl: input.callbackUrl,
    returnUrl: input.returnUrl,
    expiresAt: input.expiresAt.toISOString(),
  };
}

const errorBodySchema = z.object({ errorCode: z.string(), errorMessage: z.string().optional() });

function readAnswer(answer: ProviderAnswer, operation: string): unknown {
  if (answer.status >= 400) {
    let details = {};
    try {
      const body = errorBodySchema.safeParse(JSON.parse(answer.text));
      if (body.success) details = { code: body.data.errorCode, message: body.data.errorMessage };
    } catch {
      // The HTTP status says enough.
    }
    throw refusalError(PROVIDER, operation, answer.status, details);
  }
  return readJson(answer, PROVIDER, operation);
}

const createdSchema = z.object({
  paymentId: z.string().min(1),
  qrContent: z.string().min(1),
  codePay: z.string().regex(/^\d{4,8}$/),
});

export function readQrPaymentCreated(answer: ProviderAnswer): { paymentId: string; qrContent: string; codePay: string; json: unknown } {
  const json = readAnswer(answer, 'create QR payment');
  return { ...parsePayload(createdSchema, json, PROVIDER, 'create QR payment'), json };
}

const paymentSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['WAITING', 'SCANNED', 'PAID', 'FAILED', 'EXPIRED', 'CANCELED']),
  amount: z.number().int(),
  paidAmount: z.number().int().optional(),
  fee: z.number().int().optional(),
  transactionId: z.string().optional(),
  payerWallet: z.string().optional(),
  failureReason: z.string().optional(),
});

const FAILURE_REASONS: Record<string, FailureCode> = {
  INSUFFICIENT_FUNDS: 'insufficient_funds',
  DECLINED: 'declined',
  LIMIT_EXCEEDED: 'limit_exceeded',
  PAYER_CANCELED: 'canceled_by_payer',
};

export function failureCodeForReason(reason: string | undefined): FailureCode {
  return (reason && FAILURE_REASONS[reason]) || 'declined';
}

export function readQrPayment(answer: ProviderAnswer): AttemptOutcome {
  const json = readAnswer(answer, 'get QR payment');
  const payment = parsePayload(paymentSchema, json, PROVIDER, 'get QR payment');
  const common = {
    raw: json,
    providerResultCode: payment.failureReason ?? payment.status,
    instrument: payment.payerWallet ? accountInstrument('wallet', 'kashy', payment.payerWallet) : null,
    providerFee: payment.fee ?? null,
  };
  switch (payment.status) {
    case 'PAID':
      return outcome({
        ...common,
        status: 'succeeded',
        authorizationCode: payment.transactionId ?? null,
        paidAmount: payment.paidAmount ?? payment.amount,
      });
    // Scanned: the payer has the payment open in the app, not confirmed yet.
    case 'WAITING':
    case 'SCANNED':
      return outcome({ ...common, status: 'pending' });
    case 'FAILED':
      return outcome({ ...common, status: 'failed', failureCode: failureCodeForReason(payment.failureReason) });
    case 'EXPIRED':
      return outcome({ ...common, status: 'expired', failureCode: 'session_expired' });
    case 'CANCELED':
      return outcome({ ...common, status: 'canceled', failureCode: 'canceled_by_payer' });
  }
}

const profileSchema = z.object({ merchantId: z.string() });

export function readCredentialProbe(answer: ProviderAnswer): CredentialCheck {
  if (answer.status === 401 || answer.status === 403) {
    return { ok: false, reason: `Kashy refused the merchant id or API key (HTTP ${answer.status}).` };
  }
  const profile = parsePayload(profileSchema, readAnswer(answer, 'get merchant profile'), PROVIDER, 'get merchant profile');
  return { ok: true, publicIdentifier: profile.merchantId };
}

export function readCallback(request: CallbackRequest): CallbackHint {
  const fields = callbackFields(request);
  const codePay = fields.field('codePay');
  return { externalRef: fields.field('paymentId'), hints: codePay ? { codePay } : undefined };
}
