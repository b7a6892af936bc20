// MPGS payloads <-> our types. Pure: no I/O, no clock (the time is a parameter).
// INITIATE_CHECKOUT, successIndicator/resultIndicator and order retrieval (status CAPTURED,
// transaction[].response.gatewayCode APPROVED) follow shared/spec/providers.md. From MPGS's
// general API and to be confirmed on this instance: the error body `{result: ERROR, error: {cause,
// explanation}}`, order.notificationUrl, the gatewayCode table, and "Unable to find order" for an
// order the payer never submitted.
import * as z from 'zod';
import { callbackFields } from '../callback-fields.js';
import { cardInstrument, outcome, parsePayload } from '../mapping-kit.js';
import {
  ProviderError,
  type AttemptOutcome,
  type CallbackHint,
  type CallbackRequest,
  type CredentialCheck,
  type InitiateInput,
  type RefundOutcome,
  type RefundRequest,
  type StatusQuery,
} from '../payment-connector.js';
import type { FailureCode, HostedForm } from '../../domain/payments.js';
import { readJson, type ProviderAnswer } from '../transport.js';

const PROVIDER = 'mpgs_poste';
export const CHECKOUT_VERSION = '1.0.0';
/** An order id no merchant has: the credential check retrieves it and expects "not found". */
export const CREDENTIAL_PROBE_ORDER_ID = 'credentialcheck0000';

/** MPGS amounts are decimal strings in major units; the dinar has three decimals. */
export function millimesToAmount(millimes: number): string {
  return `${Math.floor(millimes / 1000)}.${String(millimes % 1000).padStart(3, '0')}`;
}

export function amountToMillimes(amount: number | string): number {
  return Math.round(Number(amount) * 1000);
}

/** Order ids are unique per merchant (40 characters at most): the attempt id without its dashes. */
export function orderIdFor(attemptId: string): string {
  return attemptId.replace(/-/g, '');
}

export function initiateCheckoutBody(input: InitiateInput): Record<string, unknown> {
  return {
    apiOperation: 'INITIATE_CHECKOUT',
    interaction: {
      operation: 'PURCHASE',
      returnUrl: input.returnUrl,
      locale: input.language,
    },
    order: {
      id: orderIdFor(input.attemptId),
      reference: input.reference,
      amount: millimesToAmount(input.amount),
      currency: 'TND',
      description: input.description.slice(0, 127),
      notificationUrl: input.callbackUrl,
    },
  };
}

/** The hosted checkout loads the session; the checkout page submits this form (kind `form`). */
export function checkoutForm(baseUrl: string, sessionId: string): HostedForm {
  return {
    action: `${baseUrl}/checkout/pay/${encodeURIComponent(sessionId)}`,
    method: 'GET',
    fields: { checkoutVersion: CHECKOUT_VERSION },
  };
}

const errorAnswerSchema = z.object({
  result: z.literal('ERROR'),
  error: z.object({ cause: z.string(), explanation: z.string().optional(), field: z.string().optional() }),
});
type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** SERVER_BUSY and SERVER_FAILED are the gateway's own transient failures. */
const TRANSIENT_CAUSES = new Set(['SERVER_BUSY', 'SERVER_FAILED']);

function readError(json: unknown): ErrorAnswer | null {
  const parsed = errorAnswerSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function errorOf(answer: ProviderAnswer, json: unknown, operation: string): ProviderError {
  const error = readError(json);
  const cause = error?.error.cause ?? `http_${answer.status}`;
  const meaning = answer.status === 401 ? 'the merchant id or API password was refused' : 'the request was refused';
  const explanation = error?.error.explanation ? ` (${error.error.explanation})` : '';
  return new ProviderError(PROVIDER, cause, `mpgs_poste ${operation}: ${meaning}${explanation} [HTTP ${answer.status}]`, {
    transient: TRANSIENT_CAUSES.has(cause),
    httpStatus: answer.status,
  });
}

function isOrderNotFound(json: unknown): boolean {
  const error = readError(json);
  return error !== null && /unable to find order|order not found/i.test(error.error.explanation ?? '');
}

const sessionAnswerSchema = z.object({
  result: z.literal('SUCCESS'),
  session: z.object({ id: z.string().min(1) }),
  successIndicator: z.string().min(1),
});

export function readCheckoutSessionAnswer(answer: ProviderAnswer): { sessionId: string; successIndicator: string; json: unknown } {
  const json = readJson(answer, PROVIDER, 'INITIATE_CHECKOUT');
  if (answer.status >= 400 || readError(json)) throw errorOf(answer, json, 'INITIATE_CHECKOUT');
  const body = parsePayload(sessionAnswerSchema, json, PROVIDER, 'INITIATE_CHECKOUT');
  return { sessionId: body.session.id, successIndicator: body.successIndicator, json };
}

const transactionSchema = z.object({
  result: z.string().optional(),
  response: z
    .object({
      gatewayCode: z.string(),
      acquirerCode: z.string().optional(),
      acquirerMessage: z.string().optional(),
    })
    .optional(),
  transaction: z
    .object({
      type: z.string().optional(),
      authorizationCode: z.string().optional(),
    })
    .optional(),
});

const cardSchema = z.object({ brand: z.string().optional(), number: z.string() });
const sourceOfFundsSchema = z.object({ provided: z.object({ card: cardSchema.optional() }).optional() }).optional();

const orderAnswerSchema = z.object({
  result: z.string(),
  id: z.string(),
  status: z.string(),
  amount: z.union([z.number(), z.string()]).optional(),
  totalCapturedAmount: z.union([z.number(), z.string()]).optional(),
  sourceOfFunds: sourceOfFundsSchema,
  transaction: z.array(transactionSchema.extend({ sourceOfFunds: sourceOfFundsSchema })).default([]),
});

const PENDING_ORDER_STATUSES = new Set([
  'INITIATED',
  'AUTHENTICATION_INITIATED',
  'AUTHENTICATION_NOT_NEEDED',
  'AUTHENTICATED',
  'AUTHORIZED',
  'PARTIALLY_CAPTURED',
  'VERIFIED',
  'FUNDING',
]);
/** Events after a capture: the payment was collected; what happened next is not this attempt's status. */
const COLLECTED_ORDER_STATUSES = new Set(['CAPTURED', 'PARTIALLY_REFUNDED', 'DISPUTED', 'CHARGEBACK_PROCESSED']);

/**
 * Reads an order retrieval. An order the gateway does not know is one the payer has not submitted
 * yet: still pending, or expired once the attempt's deadline has passed (a later submission would
 * show up as a late success).
 */
export function readOrderAnswer(answer: ProviderAnswer, query: Pick<StatusQuery, 'expiresAt'>, now: Date): AttemptOutcome {
  const json = readJson(answer, PROVIDER, 'RETRIEVE_ORDER');
  if (isOrderNotFound(json)) {
    const deadlinePassed = query.expiresAt !== undefined && query.expiresAt.getTime() <= now.getTime();
    return deadlinePassed
      ? outcome({ raw: json, status: 'expired', failureCode: 'session_expired', providerResultCode: 'ORDER_NOT_FOUND' })
      : outcome({ raw: json, status: 'pending', providerResultCode: 'ORDER_NOT_FOUND' });
  }
  if (answer.status >= 400 || readError(json)) throw errorOf(answer, json, 'RETRIEVE_ORDER');

  const order = parsePayload(orderAnswerSchema, json, PROVIDER, 'RETRIEVE_ORDER');
  const last = order.transaction.at(-1);
  const approved = order.transaction.find((t) => t.response?.gatewayCode === 'APPROVED');
  const card = order.sourceOfFunds?.provided?.card ?? last?.sourceOfFunds?.provided?.card;
  const common = {
    raw: json,
    providerResultCode: last?.response?.gatewayCode ?? order.status,
    providerMessage: last?.response?.acquirerMessage ?? null,
    instrument: card ? cardInstrument(card.number, card.brand?.toLowerCase()) : null,
  };

  if (COLLECTED_ORDER_STATUSES.has(order.status)) {
    if (!approved) {
      throw new ProviderError(PROVIDER, 'malformed_response', `mpgs_poste RETRIEVE_ORDER: order ${order.status} without an approved transaction`, {
        transient: true,
      });
    }
    const captured = order.totalCapturedAmount ?? order.amount;
    return outcome({
      ...common,
      status: 'succeeded',
      authorizationCode: approved.transaction?.authorizationCode ?? null,
      paidAmount: captured === undefined ? null : amountToMillimes(captured),
    });
  }
  if (PENDING_ORDER_STATUSES.has(order.status)) return outcome({ ...common, status: 'pending' });
  if (order.status === 'CANCELLED' || order.status === 'REFUNDED' || order.status === 'EXCESSIVELY_REFUNDED') {
    return outcome({ ...common, status: 'canceled' });
  }
  if (order.status === 'FAILED' || order.status === 'AUTHENTICATION_UNSUCCESSFUL') {
    const failureCode =
      order.status === 'AUTHENTICATION_UNSUCCESSFUL' ? 'authentication_failed' : failureCodeForGatewayCode(last?.response?.gatewayCode);
    return outcome({ ...common, status: 'failed', failureCode });
  }
  throw new ProviderError(PROVIDER, 'malformed_response', `mpgs_poste RETRIEVE_ORDER: unknown order status ${order.status}`, {
    transient: true,
  });
}

const GATEWAY_CODE_FAILURES: Record<string, FailureCode> = {
  DECLINED: 'declined',
  DECLINED_DO_NOT_CONTACT: 'declined',
  REFERRED: 'declined',
  INSUFFICIENT_FUNDS: 'insufficient_funds',
  EXPIRED_CARD: 'card_expired',
  INVALID_CSC: 'invalid_instrument',
  AUTHENTICATION_FAILED: 'authentication_failed',
  BLOCKED: 'fraud_suspected',
  CANCELLED: 'canceled_by_payer',
  ABORTED: 'canceled_by_payer',
  TIMED_OUT: 'provider_unavailable',
  ACQUIRER_SYSTEM_ERROR: 'provider_unavailable',
  SYSTEM_ERROR: 'provider_unavailable',
  UNSPECIFIED_FAILURE: 'unknown',
};

export function failureCodeForGatewayCode(gatewayCode: string | undefined): FailureCode {
  return (gatewayCode && GATEWAY_CODE_FAILURES[gatewayCode]) || 'declined';
}

/** 401 means refused; "order not found" for the probe order means the credentials were accepted. */
export function readCredentialProbe(answer: ProviderAnswer, merchantId: string): CredentialCheck {
  if (answer.status === 401 || answer.status === 403) {
    return { ok: false, reason: `MPGS refused the merchant id or API password (HTTP ${answer.status}).` };
  }
  const json = readJson(answer, PROVIDER, 'RETRIEVE_ORDER');
  if (answer.status >= 400 && !isOrderNotFound(json)) throw errorOf(answer, json, 'RETRIEVE_ORDER');
  return { ok: true, publicIdentifier: merchantId };
}

const notificationSchema = z.object({ order: z.object({ id: z.string().min(1) }) });

/** Browser return: `?resultIndicator=&sessionVersion=`; webhook notification: JSON with `order.id`. */
export function readCallback(request: CallbackRequest): CallbackHint {
  const fields = callbackFields(request);
  const notification = notificationSchema.safeParse(fields.json);
  const resultIndicator = fields.field('resultIndicator');
  return {
    externalRef: notification.success ? notification.data.order.id : undefined,
    hints: resultIndicator ? { resultIndicator } : undefined,
  };
}

/** The merchant's transaction id of a refund: our refund id without its dashes (MPGS allows 40 characters). */
export const refundTransactionId = (refundId: string) => `R${refundId.replace(/-/g, '')}`;

/** The REFUND transaction's body (amount in MPGS's decimal dinars). */
export function refundBody(request: Pick<RefundRequest, 'amount'>): Record<string, unknown> {
  return { apiOperation: 'REFUND', transaction: { amount: millimesToAmount(request.amount), currency: 'TND' } };
}

const transactionAnswerSchema = z.object({
  result: z.enum(['SUCCESS', 'FAILURE', 'PENDING', 'UNKNOWN']),
  response: z.object({ gatewayCode: z.string().optional() }).optional(),
  transaction: z.object({ id: z.string().optional(), type: z.string().optional() }).optional(),
});

/** gatewayCodes that say a refund is still being processed. */
const PENDING_GATEWAY_CODES = new Set(['SUBMITTED', 'PENDING', 'ACQUIRER_SYSTEM_ERROR']);

/**
 * A REFUND transaction, as answered to the PUT or read back: APPROVED refunded; SUBMITTED/PENDING
 * (or result PENDING) is being processed; any other gatewayCode is a refusal. An error answer about
 * the order or the amount (`INVALID_REQUEST`: nothing left to refund, an unknown order) is a refusal
 * too; refused credentials and the gateway's own failures throw.
 */
export function readRefundTransaction(answer: ProviderAnswer, request: RefundRequest, operation: 'REFUND' | 'RETRIEVE_TRANSACTION'): RefundOutcome {
  const json = readJson(answer, PROVIDER, operation);
  const providerReference = refundTransactionId(request.refundId);
  const error = readError(json);
  if (error || answer.status >= 400) {
    if (operation === 'RETRIEVE_TRANSACTION' && /unable to find|not found/i.test(error?.error.explanation ?? '')) {
      // Never received: pending until the caller's confirmation window ends.
      return { status: 'pending', failureCode: null, providerReference, providerResultCode: 'TRANSACTION_NOT_FOUND', raw: json };
    }
    if (answer.status === 400 && error?.error.cause === 'INVALID_REQUEST') {
      return { status: 'failed', failureCode: 'not_refundable', providerReference, providerResultCode: error.error.cause, raw: json };
    }
    throw errorOf(answer, json, operation);
  }
  const transaction = parsePayload(transactionAnswerSchema, json, PROVIDER, operation);
  const gatewayCode = transaction.response?.gatewayCode ?? transaction.result;
  const common = { providerReference, providerResultCode: gatewayCode, raw: json };
  if (gatewayCode === 'APPROVED' && transaction.result === 'SUCCESS') return { ...common, status: 'succeeded', failureCode: null };
  if (transaction.result === 'PENDING' || PENDING_GATEWAY_CODES.has(gatewayCode)) return { ...common, status: 'pending', failureCode: null };
  if (transaction.result === 'UNKNOWN') return { ...common, status: 'pending', failureCode: null };
  return { ...common, status: 'failed', failureCode: gatewayCode === 'INSUFFICIENT_FUNDS' ? 'insufficient_balance' : 'declined' };
}
