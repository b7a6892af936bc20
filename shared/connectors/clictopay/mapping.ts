// ClicToPay payloads <-> our types. Pure: no I/O, no clock.
// register.do, getOrderStatusExtended.do, orderStatus and errorCode follow shared/spec/providers.md;
// the actionCode table is the BPC/RBS family's and is to be confirmed against SMT's manual.
import * as z from 'zod';
import { callbackFields } from '../callback-fields.js';
import { cardInstrument, outcome, parsePayload } from '../mapping-kit.js';
import {
  ProviderError,
  type AttemptOutcome,
  type CallbackHint,
  type CallbackRequest,
  type CredentialCheck,
  type EndOrderResult,
  type InitiateInput,
  type RefundCheck,
  type RefundOutcome,
} from '../payment-connector.js';
import type { FailureCode } from '../../domain/payments.js';

const PROVIDER = 'clictopay';
/** ISO 4217 numeric code of the dinar. */
export const TND_NUMERIC = '788';
export const ORDER_NUMBER_MAX_LENGTH = 32;
/** An order id no merchant has: the credential check asks about it and expects errorCode 6. */
export const CREDENTIAL_PROBE_ORDER_ID = '00000000-0000-0000-0000-000000000000';

export const ERROR_CODES = {
  '0': 'success',
  '1': 'duplicate orderNumber',
  '2': 'wrong credentials',
  '3': 'unknown currency',
  '4': 'missing parameter',
  '5': 'wrong parameter value',
  '6': 'unknown order',
  '7': 'system error',
} as const;

export const ORDER_STATUS = {
  registered: 0,
  preAuthorised: 1,
  deposited: 2,
  reversed: 3,
  refunded: 4,
  acsAuthentication: 5,
  declined: 6,
} as const;

/**
 * orderNumber must be unique per merchant and at most 32 characters. A payment may have several
 * ClicToPay attempts, so the reference (24) is suffixed with the end of the attempt id (7): its
 * random digits (an attempt id starts with its payment's reference, shared/domain/payment-ref.ts).
 */
export function orderNumberFor(reference: string, attemptId: string): string {
  return `${reference}-${attemptId.replace(/-/g, '').slice(-7)}`.slice(0, ORDER_NUMBER_MAX_LENGTH);
}

/** register.do parameters, without the credentials (the client adds those). */
export function registerParams(input: InitiateInput, now: Date): Record<string, string> {
  const secondsLeft = Math.floor((input.expiresAt.getTime() - now.getTime()) / 1000);
  return {
    orderNumber: orderNumberFor(input.reference, input.attemptId),
    amount: String(input.amount),
    currency: TND_NUMERIC,
    // The service's callback route tells success from failure by asking for the status.
    returnUrl: input.returnUrl,
    failUrl: input.returnUrl,
    description: input.description.slice(0, 99),
    language: input.language,
    pageView: 'DESKTOP',
    // BPC-family optional parameters: the payer's session must not outlive the attempt,
    // and the server notification goes to this attempt's callback route.
    sessionTimeoutSecs: String(Math.max(60, secondsLeft)),
    dynamicCallbackUrl: input.callbackUrl,
  };
}

const errorCodeSchema = z.union([z.string(), z.number()]).transform(String).optional();

const registerAnswerSchema = z.object({
  errorCode: errorCodeSchema,
  errorMessage: z.string().optional(),
  orderId: z.string().min(1).optional(),
  formUrl: z.string().url().optional(),
});

export function readRegisterAnswer(json: unknown): { orderId: string; formUrl: string } {
  const answer = parsePayload(registerAnswerSchema, json, PROVIDER, 'register.do');
  throwOnErrorCode(answer.errorCode, answer.errorMessage, 'register.do');
  if (!answer.orderId || !answer.formUrl) {
    throw new ProviderError(PROVIDER, 'malformed_response', 'clictopay register.do: no orderId or formUrl in the answer', {
      transient: true,
    });
  }
  return { orderId: answer.orderId, formUrl: answer.formUrl };
}

const statusAnswerSchema = z.object({
  errorCode: errorCodeSchema,
  errorMessage: z.string().optional(),
  orderNumber: z.string().optional(),
  orderStatus: z.number().int().optional(),
  actionCode: z.number().int().optional(),
  actionCodeDescription: z.string().optional(),
  amount: z.number().int().optional(),
  approvalCode: z.string().optional(),
  cardAuthInfo: z
    .object({
      pan: z.string().optional(),
      maskedPan: z.string().optional(),
      approvalCode: z.string().optional(),
    })
    .optional(),
  paymentAmountInfo: z.object({ depositedAmount: z.number().int().optional() }).optional(),
});

export function readStatusAnswer(json: unknown): AttemptOutcome {
  const answer = parsePayload(statusAnswerSchema, json, PROVIDER, 'getOrderStatusExtended.do');
  throwOnErrorCode(answer.errorCode, answer.errorMessage, 'getOrderStatusExtended.do');
  if (answer.orderStatus === undefined) {
    throw new ProviderError(PROVIDER, 'malformed_response', 'clictopay getOrderStatusExtended.do: no orderStatus in the answer', {
      transient: true,
    });
  }

  const pan = answer.cardAuthInfo?.pan ?? answer.cardAuthInfo?.maskedPan;
  const approvalCode = answer.cardAuthInfo?.approvalCode || answer.approvalCode || null;
  const common = {
    raw: json,
    providerResultCode: answer.actionCode === undefined ? null : String(answer.actionCode),
    providerMessage: answer.actionCodeDescription || null,
    instrument: pan ? cardInstrument(pan) : null,
  };

  switch (answer.orderStatus) {
    case ORDER_STATUS.deposited:
      return outcome({
        ...common,
        status: 'succeeded',
        authorizationCode: approvalCode,
        paidAmount: answer.paymentAmountInfo?.depositedAmount ?? answer.amount ?? null,
      });
    // Registered, held (pre-authorised: only a deposit means paid) or in 3-D Secure: not over yet.
    case ORDER_STATUS.registered:
    case ORDER_STATUS.preAuthorised:
    case ORDER_STATUS.acsAuthentication:
      return outcome({ ...common, status: 'pending' });
    case ORDER_STATUS.reversed:
    case ORDER_STATUS.refunded:
      // The money is not (or no longer) collected; a refund is reported by the service, not read here.
      return outcome({ ...common, status: 'canceled' });
    case ORDER_STATUS.declined: {
      const failureCode = failureCodeForActionCode(answer.actionCode);
      return outcome({ ...common, status: failureCode === 'session_expired' ? 'expired' : 'failed', failureCode });
    }
    default:
      throw new ProviderError(
        PROVIDER,
        'malformed_response',
        `clictopay getOrderStatusExtended.do: unknown orderStatus ${answer.orderStatus}`,
        { transient: true },
      );
  }
}

/**
 * BPC/RBS actionCode values (processing host answers) to the contract's failure codes.
 * Codes not listed are plain declines.
 */
const ACTION_CODE_FAILURES: Record<number, FailureCode> = {
  [-2007]: 'session_expired', // payment time limit expired
  [-2006]: 'authentication_failed', // 3-D Secure authentication failed
  101: 'card_expired',
  116: 'insufficient_funds',
  121: 'limit_exceeded',
  123: 'limit_exceeded',
  111: 'invalid_instrument',
  125: 'invalid_instrument',
  208: 'fraud_suspected', // lost card
  209: 'fraud_suspected', // stolen card
};

export function failureCodeForActionCode(actionCode: number | undefined): FailureCode {
  return (actionCode !== undefined && ACTION_CODE_FAILURES[actionCode]) || 'declined';
}

/** The credential check: errorCode 2 means refused; any other answer means the credentials were accepted. */
export function readCredentialProbe(json: unknown, userName: string): CredentialCheck {
  const answer = parsePayload(statusAnswerSchema, json, PROVIDER, 'getOrderStatusExtended.do');
  if (answer.errorCode === '2') {
    return { ok: false, reason: 'ClicToPay refused the API user name or password (errorCode 2).' };
  }
  if (answer.errorCode === '7') throw systemError('getOrderStatusExtended.do', answer.errorMessage);
  return { ok: true, publicIdentifier: userName };
}

/** Browser return: `?orderId=`; server notification: `mdOrder`, `orderNumber`. */
export function readCallback(request: CallbackRequest): CallbackHint {
  const fields = callbackFields(request);
  const externalRef = fields.field('mdOrder', 'orderId');
  const orderNumber = fields.field('orderNumber');
  return { externalRef, hints: orderNumber ? { orderNumber } : undefined };
}

function throwOnErrorCode(errorCode: string | undefined, errorMessage: string | undefined, operation: string): void {
  if (errorCode === undefined || errorCode === '0') return;
  if (errorCode === '7') throw systemError(operation, errorMessage);
  const meaning = ERROR_CODES[errorCode as keyof typeof ERROR_CODES] ?? 'error';
  throw new ProviderError(
    PROVIDER,
    errorCode,
    `clictopay ${operation}: ${meaning}${errorMessage ? ` (${errorMessage})` : ''} [errorCode ${errorCode}]`,
    { transient: false },
  );
}

function systemError(operation: string, errorMessage: string | undefined): ProviderError {
  return new ProviderError(PROVIDER, '7', `clictopay ${operation}: system error${errorMessage ? ` (${errorMessage})` : ''} [errorCode 7]`, {
    transient: true,
  });
}

const declineAnswerSchema = z.object({ errorCode: errorCodeSchema, errorMessage: z.string().optional() });

/**
 * decline.do (ASSUMED from the BPC/RBS family, not in providers.md): errorCode 0 ended the order;
 * 5 means it is in a state that cannot be declined (paid, refused, ended): ask its status.
 */
export function readDeclineAnswer(json: unknown): EndOrderResult {
  const answer = parsePayload(declineAnswerSchema, json, PROVIDER, 'decline.do');
  if (answer.errorCode === '5') return 'not_open';
  throwOnErrorCode(answer.errorCode, answer.errorMessage, 'decline.do');
  return 'ended';
}

/**
 * refund.do for part or all of a deposited order (ASSUMED from the BPC/RBS family): errorCode 0
 * refunded it; 5 (a value the gateway refuses: the amount, or an order not in a state to refund)
 * is a refusal, 6 an order it does not know; 7 and transport failures throw (the caller decides).
 */
export function readRefundAmountAnswer(json: unknown): RefundOutcome {
  const answer = parsePayload(declineAnswerSchema, json, PROVIDER, 'refund.do');
  const failed = (failureCode: RefundOutcome['failureCode']): RefundOutcome => ({
    status: 'failed',
    failureCode,
    providerReference: null,
    providerResultCode: answer.errorCode ?? null,
    raw: json,
  });
  if (answer.errorCode === '5') return failed('declined');
  if (answer.errorCode === '6') return failed('not_refundable');
  throwOnErrorCode(answer.errorCode, answer.errorMessage, 'refund.do');
  return { status: 'succeeded', failureCode: null, providerReference: null, providerResultCode: '0', raw: json };
}

const refundedTotalSchema = z.object({
  errorCode: errorCodeSchema,
  errorMessage: z.string().optional(),
  paymentAmountInfo: z.object({ refundedAmount: z.number().int().nonnegative() }),
});

/**
 * A refund whose answer was lost or late, read from the order (getOrderStatusExtended.do): BPC gives
 * refunds no id of their own, only the order's refunded total. Refunded when that total covers what
 * the service had refunded before it plus this one; otherwise still pending (the caller gives up
 * after its confirmation window).
 */
export function readRefundCheck(json: unknown, check: RefundCheck): RefundOutcome {
  const answer = parsePayload(refundedTotalSchema, json, PROVIDER, 'getOrderStatusExtended.do');
  throwOnErrorCode(answer.errorCode, answer.errorMessage, 'getOrderStatusExtended.do');
  const refunded = answer.paymentAmountInfo.refundedAmount >= check.refundedBefore + check.amount;
  return {
    status: refunded ? 'succeeded' : 'pending',
    failureCode: null,
    providerReference: null,
    providerResultCode: String(answer.paymentAmountInfo.refundedAmount),
    raw: json,
  };
}
