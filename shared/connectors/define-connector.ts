// Turns a provider's implementation into a PaymentConnector with the guarantees every connector
// owes its callers, so that no provider module can forget them: credentials checked against the
// schema before any call, secrets removed from raw payloads and messages, and every failure
// surfacing as a ProviderError.
import { logger } from '../log/logger.js';
import {
  ProviderError,
  type AttemptOutcome,
  type CallbackHint,
  type CallbackRequest,
  type ConnectorContext,
  type CredentialCheck,
  type EndOrderResult,
  type RefundCapability,
  type RefundCheck,
  type RefundOutcome,
  type RefundRequest,
  type InitiateInput,
  type InitiateResult,
  type PaymentConnector,
  type StatusQuery,
} from './payment-connector.js';
import { parseCredentials, secretValues, type ProviderDefinition } from './provider-definition.js';
import { sanitizeMessage, sanitizePayload } from './sanitize.js';

/** What a provider implementation receives: the context, credentials already validated, and the time of the call. */
export interface ConnectorCall<Name extends string> {
  ctx: ConnectorContext;
  credentials: Record<Name, string>;
  now: Date;
}

export interface ConnectorImplementation<Name extends string> {
  verifyCredentials(call: ConnectorCall<Name>): Promise<CredentialCheck>;
  initiate(call: ConnectorCall<Name>, input: InitiateInput): Promise<InitiateResult>;
  fetchStatus(call: ConnectorCall<Name>, query: StatusQuery): Promise<AttemptOutcome>;
  readCallback(request: CallbackRequest): CallbackHint;
  /** The provider's cancel/decline of an unpaid order, when its protocol has one. */
  endOrder?(call: ConnectorCall<Name>, query: StatusQuery): Promise<EndOrderResult>;
  /** What the provider can give back; absent when its protocol has no refund. */
  refunds?: RefundCapability;
  /** Gives part or all of a paid order back (the caller has checked the capability). */
  refund?(call: ConnectorCall<Name>, request: RefundRequest): Promise<RefundOutcome>;
  /** The provider's view of a refund left pending. */
  checkRefund?(call: ConnectorCall<Name>, check: RefundCheck): Promise<RefundOutcome>;
}

export type DefinedConnector<Name extends string = string> = PaymentConnector & {
  readonly definition: ProviderDefinition<Name>;
};

export function defineConnector<Name extends string>(
  definition: ProviderDefinition<Name>,
  implementation: ConnectorImplementation<Name>,
): DefinedConnector<Name> {
  const provider = definition.code;

  function callFor(ctx: ConnectorContext): ConnectorCall<Name> {
    const parsed = parseCredentials(definition, ctx.credentials);
    if (!parsed.ok) {
      throw new ProviderError(provider, 'invalid_credentials', `${definition.name} credentials: ${parsed.problems.join('; ')}`, {
        transient: false,
      });
    }
    return { ctx, credentials: parsed.credentials, now: new Date() };
  }

  /** Runs one provider operation and makes whatever it throws a clean ProviderError. */
  async function guarded<T>(ctx: ConnectorContext, operation: string, run: (secrets: string[]) => Promise<T>): Promise<T> {
    const secrets = secretValues(definition, ctx.credentials);
    try {
      return await run(secrets);
    } catch (error) {
      if (error instanceof ProviderError) {
        throw new ProviderError(provider, error.providerErrorCode, sanitizeMessage(error.message, secrets), {
          transient: error.transient,
          httpStatus: error.httpStatus ?? undefined,
        });
      }
      // A bug of ours, not the provider's: keep the cause in the log, out of the message.
      logger.error('connector failure', { provider, operation, error });
      throw new ProviderError(provider, 'connector_error', `${definition.name} ${operation}: unexpected connector failure`, {
        transient: false,
      });
    }
  }

  return {
    code: provider,
    definition,

    async verifyCredentials(ctx) {
      const parsed = parseCredentials(definition, ctx.credentials);
      if (!parsed.ok) return { ok: false, reason: `The credentials do not fit ${definition.name}'s format: ${parsed.problems.join('; ')}.` };
      return guarded(ctx, 'verifyCredentials', async (secrets) => {
        const check = await implementation.verifyCredentials({ ctx, credentials: parsed.credentials, now: new Date() });
        return check.ok ? check : { ok: false, reason: sanitizeMessage(check.reason, secrets) };
      });
    },

    async initiate(ctx, input) {
      return guarded(ctx, 'initiate', async (secrets) => {
        const result = await implementation.initiate(callFor(ctx), input);
        return { ...result, raw: sanitizePayload(result.raw, secrets) };
      });
    },

    async fetchStatus(ctx, query) {
      return guarded(ctx, 'fetchStatus', async (secrets) => {
        const outcome = await implementation.fetchStatus(callFor(ctx), query);
        return {
          ...outcome,
          providerMessage: outcome.providerMessage === null ? null : sanitizeMessage(outcome.providerMessage, secrets),
          raw: sanitizePayload(outcome.raw, secrets),
        };
      });
    },

    ...(implementation.endOrder && {
      async endOrder(ctx: ConnectorContext, query: StatusQuery) {
        const end = implementation.endOrder!;
        return guarded(ctx, 'endOrder', async () => end(callFor(ctx), query));
      },
    }),

    ...(implementation.refunds && implementation.refund && implementation.checkRefund && {
      refunds: implementation.refunds,
      async refund(ctx: ConnectorContext, request: RefundRequest) {
        const refund = implementation.refund!;
        return guarded(ctx, 'refund', async (secrets) => {
          const outcome = await refund(callFor(ctx), request);
          return { ...outcome, raw: sanitizePayload(outcome.raw, secrets) };
        });
      },
      async checkRefund(ctx: ConnectorContext, check: RefundCheck) {
        const read = implementation.checkRefund!;
        return guarded(ctx, 'checkRefund', async (secrets) => {
          const outcome = await read(callFor(ctx), check);
          return { ...outcome, raw: sanitizePayload(outcome.raw, secrets) };
        });
      },
    }),

    readCallback(request) {
      try {
        return implementation.readCallback(request);
      } catch {
        // A callback we cannot read still tells the caller to check the attempt named by its URL.
        return {};
      }
    },
  };
}
