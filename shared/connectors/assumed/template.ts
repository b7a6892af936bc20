// The one shape of the four providers whose protocol is ASSUMED (pluxee, izi, enda_tao, kashy; see
// shared/spec/providers.md): a JSON REST API with an init call that answers where to send the payer,
// a status call by the provider's payment id, cancel and refund calls on that payment, a merchant
// read that proves the credentials, and a callback that only names the payment. What differs per
// provider (paths, headers, field names, status vocabulary, error body) is declared in its
// mapping.ts, so that one provider can be corrected when its real documentation is at hand.
import * as z from 'zod';
import type { FailureCode, Instrument } from '../../domain/payments.js';
import { callbackFields, type CallbackFields } from '../callback-fields.js';
import { defineConnector, type DefinedConnector } from '../define-connector.js';
import { accountInstrument, outcome, parsePayload, readCancelAnswer, refusalError } from '../mapping-kit.js';
import type {
  AttemptOutcome,
  CallbackHint,
  CallbackRequest,
  ConnectorContext,
  CredentialCheck,
  InitiateInput,
  InitiateResult,
  PayerDestination,
  RefundOutcome,
  RefundRequest,
} from '../payment-connector.js';
import type { ProviderDefinition } from '../provider-definition.js';
import { readJson, sendToProvider, type ProviderAnswer, type ProviderRequest } from '../transport.js';

/** What one of the provider's status words means for the attempt. */
export type AssumedStatus = 'pending' | 'succeeded' | 'failed' | 'expired' | 'canceled';

/** The facts a status answer reports. */
export interface PaymentFacts {
  /** The provider's status word (a key of the protocol's vocabulary). */
  status: string;
  /** The provider's reason for a failure, when it gives one. */
  reason?: string | undefined;
  fee?: number | undefined;
  authorizationCode?: string | undefined;
  /** Millimes collected, read when the status means paid. */
  paidAmount: number;
  /** Absent: no payer instrument reported; null: an instrument without a readable account. */
  payerAccount?: string | null | undefined;
}

/**
 * The names of the fields that every answer about a payment has: its id (in the init answer and the
 * status answer), and in the status answer its status word, the amount asked (always `amount`, in
 * millimes), the amount collected (absent: the amount asked is what a payment collects) and the fee.
 */
export interface PaymentFields {
  id: string;
  status: string;
  paidAmount?: string;
  fee: string;
}

/** The facts a status answer reports in fields of the provider's own (read by its `facts`). */
type OwnFacts = Pick<PaymentFacts, 'reason' | 'authorizationCode' | 'payerAccount'>;

type Body<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>>;

export interface AssumedProtocol<Name extends string, Created extends z.ZodRawShape, Payment extends z.ZodRawShape> {
  definition: ProviderDefinition<Name>;
  /** Headers that authenticate every call. */
  authHeaders(credentials: Record<Name, string>): Record<string, string>;
  /** The merchant's part of every path, when the protocol puts one there (else every path is under the base URL). */
  merchantPath?(credentials: Record<Name, string>): string;
  /** The payment resource: its path, and its name in operations (`create <name>`, `get <name>`, `cancel <name>`). */
  resource: { path: string; name: string };
  /** The merchant read that checks the credentials: its path, operation name, the field naming the merchant, and what a refusal refused. */
  merchant: { path: string; operation: string; identifierField: string; refused: string };
  initBody(input: InitiateInput): Record<string, unknown>;
  /** The provider's 4xx body, read as a code and a message (`errorFields` when both are top-level fields). */
  errorBody: z.ZodType<{ code: string; message?: string | undefined }>;
  paymentFields: PaymentFields;
  /** The init answer's fields after the id, and where they send the payer (`redirectTo` a page). */
  created: { schema: Created; destination(body: Body<Created>): PayerDestination };
  /** The status answer's fields after the common ones, and the facts read from them (`topLevelFacts` when each is a field of its own). */
  payment: { schema: Payment; facts(body: Body<Payment>): OwnFacts };
  vocabulary: Readonly<Record<string, AssumedStatus>>;
  failureReasons: Readonly<Record<string, FailureCode>>;
  instrumentType: Instrument['type'];
  /** Which payment a callback or browser return names. */
  readCallback(fields: CallbackFields): CallbackHint;
  /**
   * The provider's refunds, when it has them (absent: none). The four share one assumed shape:
   * `POST <payment>/refunds {amount, reference}` → 201 `{refundId, status: SUCCEEDED | PENDING |
   * FAILED, failureReason?}`, `GET <payment>/refunds/{refundId}` reads it again; 409 when the payment
   * has nothing left to refund. `partial`: less than the amount paid.
   */
  refunds?: { partial: boolean };
}

/** Declares a protocol while keeping its credential names and payload shapes as types. */
export function defineAssumedProtocol<const Name extends string, Created extends z.ZodRawShape, Payment extends z.ZodRawShape>(
  protocol: AssumedProtocol<Name, Created, Payment>,
): AssumedProtocol<Name, Created, Payment> {
  return protocol;
}

/** An init answer that sends the payer to the provider's page, at the URL in `field`. */
export function redirectTo<const Field extends string>(field: Field) {
  return {
    schema: { [field]: z.string().url() } as Record<Field, z.ZodString>,
    destination: (body: Record<Field, string>): PayerDestination => ({ kind: 'redirect', redirectUrl: body[field] }),
  };
}

/**
 * Status-answer facts that each stand in a top-level field, named here in the answer's order: the
 * authorization code, the payer's account (an empty one is none) and the failure reason.
 */
export function topLevelFacts<const Code extends string, const Account extends string, const Reason extends string>(names: {
  authorizationCode: Code;
  payerAccount: Account;
  reason: Reason;
}) {
  return {
    schema: {
      [names.authorizationCode]: z.string().optional(),
      [names.payerAccount]: z.string().optional(),
      [names.reason]: z.string().optional(),
    } as Record<Code | Account | Reason, z.ZodOptional<z.ZodString>>,
    facts: (body: Partial<Record<Code | Account | Reason, string | undefined>>): OwnFacts => ({
      reason: body[names.reason],
      authorizationCode: body[names.authorizationCode],
      payerAccount: body[names.payerAccount] || undefined,
    }),
  };
}

/** A 4xx body whose code and message are top-level fields. */
export function errorFields(code: string, message: string): z.ZodType<{ code: string; message?: string | undefined }> {
  return z
    .object({ [code]: z.string(), [message]: z.string().optional() })
    .transform((body) => ({ code: body[code] as string, message: body[message] as string | undefined }));
}

/** The status field of a status answer: exactly the vocabulary's words. */
function statusEnum(vocabulary: Readonly<Record<string, AssumedStatus>>) {
  return z.enum(Object.keys(vocabulary) as [string, ...string[]]);
}

type AnyProtocol<Name extends string = string> = AssumedProtocol<Name, z.ZodRawShape, z.ZodRawShape>;

/** The pure half: provider answers to our types. No I/O, no clock. */
export function assumedMapping<Name extends string, Created extends z.ZodRawShape, Payment extends z.ZodRawShape>(
  protocol: AssumedProtocol<Name, Created, Payment>,
) {
  const provider = protocol.definition.code;
  const { name } = protocol.resource;
  const fields = protocol.paymentFields;

  /** JSON of a 2xx answer; a 4xx answer becomes the provider's refusal. */
  function readAnswer(answer: ProviderAnswer, operation: string): unknown {
    if (answer.status >= 400) {
      let details = {};
      try {
        const body = protocol.errorBody.safeParse(JSON.parse(answer.text));
        if (body.success) details = body.data;
      } catch {
        // The HTTP status says enough.
      }
      throw refusalError(provider, operation, answer.status, details);
    }
    return readJson(answer, provider, operation);
  }

  function failureCodeFor(reason: string | undefined): FailureCode {
    return (reason && protocol.failureReasons[reason]) || 'declined';
  }

  const createdSchema = z.object({ [fields.id]: z.string().min(1), ...protocol.created.schema });
  const paymentSchema = z.object({
    [fields.id]: z.string(),
    [fields.status]: statusEnum(protocol.vocabulary),
    amount: z.number().int(),
    ...(fields.paidAmount !== undefined && { [fields.paidAmount]: z.number().int().optional() }),
    [fields.fee]: z.number().int().optional(),
    ...protocol.payment.schema,
  });
  const merchantSchema = z.object({ [protocol.merchant.identifierField]: z.string() });

  /** The facts of a status answer: the common fields by their names, the provider's own by its `facts`. */
  function factsOf(body: Record<string, unknown>): PaymentFacts {
    const own = protocol.payment.facts(body as Body<Payment>);
    const paid = fields.paidAmount === undefined ? undefined : (body[fields.paidAmount] as number | undefined);
    return {
      status: body[fields.status] as string,
      reason: own.reason,
      fee: body[fields.fee] as number | undefined,
      authorizationCode: own.authorizationCode,
      paidAmount: paid ?? (body.amount as number),
      payerAccount: own.payerAccount,
    };
  }

  return {
    initBody: protocol.initBody,
    failureCodeFor,

    readCreated(answer: ProviderAnswer): InitiateResult {
      const operation = `create ${name}`;
      const json = readAnswer(answer, operation);
      const body: Record<string, unknown> = parsePayload(createdSchema, json, provider, operation);
      return { ...protocol.created.destination(body as Body<Created>), externalRef: body[fields.id] as string, raw: json };
    },

    readStatus(answer: ProviderAnswer): AttemptOutcome {
      const operation = `get ${name}`;
      const json = readAnswer(answer, operation);
      const facts = factsOf(parsePayload(paymentSchema, json, provider, operation));
      const common = {
        raw: json,
        providerResultCode: facts.reason ?? facts.status,
        instrument: facts.payerAccount === undefined ? null : accountInstrument(protocol.instrumentType, provider, facts.payerAccount),
        providerFee: facts.fee ?? null,
      };
      switch (protocol.vocabulary[facts.status]) {
        case 'succeeded':
          return outcome({ ...common, status: 'succeeded', authorizationCode: facts.authorizationCode ?? null, paidAmount: facts.paidAmount });
        case 'pending':
          return outcome({ ...common, status: 'pending' });
        case 'failed':
          return outcome({ ...common, status: 'failed', failureCode: failureCodeFor(facts.reason) });
        case 'expired':
          return outcome({ ...common, status: 'expired', failureCode: 'session_expired' });
        case 'canceled':
          return outcome({ ...common, status: 'canceled', failureCode: 'canceled_by_payer' });
        default:
          // The schema's status enum is the vocabulary: nothing else gets here.
          throw new Error(`${provider}: status ${facts.status} is not in the vocabulary`);
      }
    },

    /** 401/403 means refused; a transient failure throws (it says nothing about the credentials). */
    readCredentialProbe(answer: ProviderAnswer): CredentialCheck {
      if (answer.status === 401 || answer.status === 403) {
        return { ok: false, reason: `${protocol.definition.name} refused the ${protocol.merchant.refused} (HTTP ${answer.status}).` };
      }
      const { operation, identifierField } = protocol.merchant;
      const merchant = parsePayload(merchantSchema, readAnswer(answer, operation), provider, operation);
      return { ok: true, publicIdentifier: merchant[identifierField] as string };
    },

    readCallback(request: CallbackRequest): CallbackHint {
      return protocol.readCallback(callbackFields(request));
    },

    /** A refund as created or read back; 409 (nothing left to refund) is a refusal, other 4xx throw. */
    readRefund(answer: ProviderAnswer, operation: string): RefundOutcome {
      if (answer.status === 409) {
        let raw: unknown = null;
        try {
          raw = JSON.parse(answer.text);
        } catch {
          // The status says enough.
        }
        return { status: 'failed', failureCode: 'not_refundable', providerReference: null, providerResultCode: 'http_409', raw };
      }
      const json = readAnswer(answer, operation);
      const refund = parsePayload(refundSchema, json, provider, operation);
      const common = { providerReference: refund.refundId, providerResultCode: refund.failureReason ?? refund.status, raw: json };
      if (refund.status === 'SUCCEEDED') return { ...common, status: 'succeeded', failureCode: null };
      if (refund.status === 'PENDING') return { ...common, status: 'pending', failureCode: null };
      return { ...common, status: 'failed', failureCode: refund.failureReason === 'INSUFFICIENT_BALANCE' ? 'insufficient_balance' : 'declined' };
    },
  };
}

const refundSchema = z.object({
  refundId: z.string().min(1),
  status: z.enum(['SUCCEEDED', 'PENDING', 'FAILED']),
  failureReason: z.string().optional(),
});

/** The HTTP half: JSON calls, authenticated by the protocol's headers. */
function assumedClient<Name extends string>(protocol: AnyProtocol<Name>) {
  const provider = protocol.definition.code;
  const { path, name } = protocol.resource;
  const paymentPath = (paymentId: string) => `${path}/${encodeURIComponent(paymentId)}`;

  /** One call: `rest` is its path under the base URL and the merchant's part. */
  const send = (
    ctx: ConnectorContext,
    credentials: Record<Name, string>,
    { rest, ...request }: Pick<ProviderRequest, 'operation' | 'method' | 'json' | 'repeat'> & { rest: string },
  ): Promise<ProviderAnswer> =>
    sendToProvider(ctx, {
      provider,
      ...request,
      url: `${ctx.baseUrl}${protocol.merchantPath?.(credentials) ?? ''}${rest}`,
      headers: protocol.authHeaders(credentials),
    });

  return {
    /** Creates a payment: never repeated once sent. */
    create: (ctx: ConnectorContext, credentials: Record<Name, string>, body: unknown) =>
      send(ctx, credentials, { operation: `create ${name}`, method: 'POST', rest: path, json: body, repeat: 'only_if_not_sent' }),

    get: (ctx: ConnectorContext, credentials: Record<Name, string>, paymentId: string) =>
      send(ctx, credentials, { operation: `get ${name}`, method: 'GET', rest: paymentPath(paymentId), repeat: 'safe_to_repeat' }),

    getMerchant: (ctx: ConnectorContext, credentials: Record<Name, string>) =>
      send(ctx, credentials, { operation: protocol.merchant.operation, method: 'GET', rest: protocol.merchant.path, repeat: 'safe_to_repeat' }),

    /**
     * The merchant's cancel of an unpaid order (assumed); 409 when the order is no longer open. Safe to repeat.
     */
    orderAction: (ctx: ConnectorContext, credentials: Record<Name, string>, paymentId: string, action: 'cancel') =>
      send(ctx, credentials, { operation: `${action} ${name}`, method: 'POST', rest: `${paymentPath(paymentId)}/${action}`, repeat: 'safe_to_repeat' }),

    /** Creates a refund with our id as its reference (assumed: the provider refuses a second refund with one reference). Sent once. */
    createRefund: (ctx: ConnectorContext, credentials: Record<Name, string>, request: RefundRequest) =>
      send(ctx, credentials, {
        operation: `refund ${name}`,
        method: 'POST',
        rest: `${paymentPath(request.externalRef)}/refunds`,
        json: { amount: request.amount, reference: request.refundId },
        repeat: 'only_if_not_sent',
      }),

    getRefund: (ctx: ConnectorContext, credentials: Record<Name, string>, paymentId: string, refundId: string) =>
      send(ctx, credentials, {
        operation: `get ${name} refund`,
        method: 'GET',
        rest: `${paymentPath(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
        repeat: 'safe_to_repeat',
      }),
  };
}

/** The connector of an assumed protocol: the guarantees of defineConnector around the calls above. */
export function defineAssumedConnector<Name extends string, Created extends z.ZodRawShape, Payment extends z.ZodRawShape>(
  protocol: AssumedProtocol<Name, Created, Payment>,
): DefinedConnector<Name> {
  const mapping = assumedMapping(protocol);
  const client = assumedClient<Name>(protocol as unknown as AnyProtocol<Name>);
  const { code } = protocol.definition;
  const { name } = protocol.resource;

  return defineConnector(protocol.definition, {
    async verifyCredentials({ ctx, credentials }) {
      return mapping.readCredentialProbe(await client.getMerchant(ctx, credentials));
    },

    async initiate({ ctx, credentials }, input) {
      return mapping.readCreated(await client.create(ctx, credentials, protocol.initBody(input)));
    },

    async fetchStatus({ ctx, credentials }, query) {
      return mapping.readStatus(await client.get(ctx, credentials, query.externalRef));
    },

    async endOrder({ ctx, credentials }, query) {
      return readCancelAnswer(await client.orderAction(ctx, credentials, query.externalRef, 'cancel'), code, `cancel ${name}`);
    },

    ...(protocol.refunds && {
      refunds: protocol.refunds,
      async refund({ ctx, credentials }, request) {
        return mapping.readRefund(await client.createRefund(ctx, credentials, request), `refund ${name}`);
      },
      async checkRefund({ ctx, credentials }, check) {
        // Without the provider's id (the answer was lost), the refund is looked up by our reference (assumed to be accepted there).
        return mapping.readRefund(await client.getRefund(ctx, credentials, check.externalRef, check.providerReference ?? check.refundId), `get ${name} refund`);
      },
    }),

    readCallback: mapping.readCallback,
  });
}
