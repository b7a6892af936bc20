// Flouci payloads <-> our types. Pure: no I/O, no clock.
// generate_payment, verify_payment and the SUCCESS/PENDING/EXPIRED/FAILURE statuses follow
// shared/spec/providers.md. Assumed (not published): error answers are HTTP 4xx with an optional
// `message`, and a FAILURE may carry `result.failure_reason`; without it a failure is a decline.
import * as z from 'zod';
import { callbackFields } from '../callback-fields.js';
import { outcome, parsePayload } from '../mapping-kit.js';
import {
  ProviderError,
  type AttemptOutcome,
  type CallbackHint,
  type CallbackRequest,
  type CredentialCheck,
  type InitiateInput,
  type RefundOutcome,
  type RefundRequest,
} from '../payment-connector.js';
import type { FailureCode } from '../../domain/payments.js';
import { readJson, type ProviderAnswer } from '../transport.js';

const PROVIDER = 'flouci';
export const DEFAULT_SESSION_TIMEOUT_SECS = 1200;
/** A payment id no merchant has: the credential check asks about it. */
export const CREDENTIAL_PROBE_PAYMENT_ID = 'credential-check';

export function generatePaymentBody(input: InitiateInput, now: Date): Record<string, unknown> {
  const secondsLeft = Math.floor((input.expiresAt.getTime() - now.getTime()) / 1000);
  return {
    amount: input.amount,
    // Both links are this attempt's return route, which asks verify_payment for the outcome.
    success_link: input.returnUrl,
    fail_link: input.returnUrl,
    webhook: input.callbackUrl,
    developer_tracking_id: input.attemptId,
    accept_card: true,
    session_timeout_secs: Math.min(DEFAULT_SESSION_TIMEOUT_SECS, Math.max(60, secondsLeft)),
  };
}

const errorBodySchema = z.object({ message: z.string().optional(), detail: z.string().optional() });

/** 4xx answers: refused keys, unknown payment, invalid request. */
function refusal(answer: ProviderAnswer, operation: string): ProviderError {
  let detail = '';
  try {
    const body = errorBodySchema.safeParse(JSON.parse(answer.text));
    if (body.success) detail = body.data.message ?? body.data.detail ?? '';
  } catch {
    // The status says enough.
  }
  const meaning =
    answer.status === 401 || answer.status === 403
      ? 'the keys were refused'
      : answer.status === 404
        ? 'unknown payment'
        : 'the request was refused';
  return new ProviderError(PROVIDER, `http_${answer.status}`, `flouci ${operation}: ${meaning}${detail ? ` (${detail})` : ''}`, {
    transient: false,
    httpStatus: answer.status,
  });
}

const generateAnswerSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
  result: z.object({
    success: z.boolean().optional(),
    payment_id: z.string().min(1).optional(),
    link: z.string().url().optional(),
  }),
});

export function readGeneratePaymentAnswer(answer: ProviderAnswer): { paymentId: string; link: string; json: unknown } {
  if (answer.status >= 400) throw refusal(answer, 'generate_payment');
  const json = readJson(answer, PROVIDER, 'generate_payment');
  const body = parsePayload(generateAnswerSchema, json, PROVIDER, 'generate_payment');
  const succeeded = (body.result.success ?? body.success) === true;
  if (!succeeded) {
    throw new ProviderError(PROVIDER, 'payment_refused', `flouci generate_payment: refused${body.message ? ` (${body.message})` : ''}`, {
      transient: false,
    });
  }
  if (!body.result.payment_id || !body.result.link) {
    throw new ProviderError(PROVIDER, 'malformed_response', 'flouci generate_payment: no payment_id or link in the answer', {
      transient: true,
    });
  }
  return { paymentId: body.result.payment_id, link: body.result.link, json };
}

const verifyAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  result: z
    .object({
      status: z.enum(['SUCCESS', 'PENDING', 'EXPIRED', 'FAILURE', 'REFUNDED']),
      amount: z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number).optional(),
      failure_reason: z.string().optional(),
    })
    .optional(),
});

export function readVerifyPaymentAnswer(answer: ProviderAnswer): AttemptOutcome {
  if (answer.status >= 400) throw refusal(answer, 'verify_payment');
  const json = readJson(answer, PROVIDER, 'verify_payment');
  const body = parsePayload(verifyAnswerSchema, json, PROVIDER, 'verify_payment');
  if (!body.success || !body.result) {
    throw new ProviderError(PROVIDER, 'verify_failed', `flouci verify_payment: not verified${body.message ? ` (${body.message})` : ''}`, {
      transient: true,
    });
  }

  const { status, amount, failure_reason: reason } = body.result;
  const common = { raw: json, providerResultCode: status, providerMessage: reason ?? null };
  switch (status) {
    case 'SUCCESS':
      return outcome({ ...common, status: 'succeeded', paidAmount: amount ?? null });
    case 'PENDING':
      return outcome({ ...common, status: 'pending' });
    case 'EXPIRED':
      return outcome({ ...common, status: 'expired', failureCode: 'session_expired' });
    case 'FAILURE':
      return outcome({ ...common, status: 'failed', failureCode: failureCodeForReason(reason) });
    case 'REFUNDED':
      // ASSUMED: a payment refunded through refund_payment reads REFUNDED; as everywhere, a refunded order reads as canceled.
      return outcome({ ...common, status: 'canceled' });
  }
}

const FAILURE_REASONS: Record<string, FailureCode> = {
  insufficient_funds: 'insufficient_funds',
  insufficient_balance: 'insufficient_funds',
  card_expired: 'card_expired',
  canceled: 'canceled_by_payer',
};

export function failureCodeForReason(reason: string | undefined): FailureCode {
  return (reason && FAILURE_REASONS[reason.toLowerCase()]) || 'declined';
}

/** Refused keys answer 401/403; anything else (404 for the probe id) means the keys were accepted. */
export function readCredentialProbe(answer: ProviderAnswer, publicKey: string): CredentialCheck {
  if (answer.status === 401 || answer.status === 403) {
    return { ok: false, reason: `Flouci refused the public and private keys (HTTP ${answer.status}).` };
  }
  return { ok: true, publicIdentifier: publicKey };
}

/** Browser return: `?payment_id=`; webhook: `payment_id` in the JSON body. */
export function readCallback(request: CallbackRequest): CallbackHint {
  const fields = callbackFields(request);
  const trackingId = fields.field('developer_tracking_id');
  return { externalRef: fields.field('payment_id'), hints: trackingId ? { developerTrackingId: trackingId } : undefined };
}

/**
 * refund_payment (ASSUMED: Flouci publishes no refund operation; to confirm with Flouci): `POST
 * refund_payment {payment_id, developer_tracking_id}` refunds the whole payment and answers `{success,
 * result: {refund_id, status: SUCCESS | PENDING | FAILURE, failure_reason?}}`; `GET refund_status/{refund_id}`
 * reads it again. A 4xx other than refused keys (409: nothing left to refund) is a refusal.
 */
export function refundPaymentBody(request: RefundRequest): Record<string, unknown> {
  return { payment_id: request.externalRef, developer_tracking_id: request.refundId };
}

const refundAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  result: z
    .object({
      refund_id: z.string().min(1),
      status: z.enum(['SUCCESS', 'PENDING', 'FAILURE']),
      failure_reason: z.string().optional(),
    })
    .optional(),
});

export function readRefundAnswer(answer: ProviderAnswer, operation: 'refund_payment' | 'refund_status'): RefundOutcome {
  if (answer.status === 401 || answer.status === 403) throw refusal(answer, operation);
  if (answer.status >= 400) {
    return { status: 'failed', failureCode: 'not_refundable', providerReference: null, providerResultCode: `http_${answer.status}`, raw: safeJson(answer.text) };
  }
  const json = readJson(answer, PROVIDER, operation);
  const body = parsePayload(refundAnswerSchema, json, PROVIDER, operation);
  if (!body.result) {
    return { status: 'failed', failureCode: 'declined', providerReference: null, providerResultCode: body.message ?? null, raw: json };
  }
  const { refund_id: providerReference, status, failure_reason: reason } = body.result;
  const common = { providerReference, providerResultCode: reason ?? status, raw: json };
  if (status === 'SUCCESS') return { ...common, status: 'succeeded', failureCode: null };
  if (status === 'PENDING') return { ...common, status: 'pending', failureCode: null };
  return { ...common, status: 'failed', failureCode: reason === 'insufficient_balance' ? 'insufficient_balance' : 'declined' };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
