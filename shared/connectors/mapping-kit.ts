// Small pure helpers shared by the providers' mapping modules; `outcome` also builds the outcomes the
// payments use cases decide themselves (an attempt closed or ended without a provider's answer).
import type { z } from 'zod';
import { ProviderError, type AttemptOutcome, type EndOrderResult } from './payment-connector.js';
import type { Instrument, ProviderCode } from '../domain/payments.js';
import { malformed, type ProviderAnswer } from './transport.js';

/** Validates a provider payload against the shape we rely on; any other shape is a malformed answer. */
export function parsePayload<S extends z.ZodType>(schema: S, value: unknown, provider: ProviderCode, operation: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues
    .slice(0, 3)
    .map((issue) => issue.path.join('.') || '(root)')
    .join(', ');
  throw malformed(provider, operation, `unexpected answer shape (${where})`);
}

/** An outcome with every optional fact absent; mappings fill in what their provider reports. */
export function outcome(fields: Pick<AttemptOutcome, 'status' | 'raw'> & Partial<AttemptOutcome>): AttemptOutcome {
  return {
    failureCode: null,
    providerResultCode: null,
    providerMessage: null,
    authorizationCode: null,
    instrument: null,
    providerFee: null,
    paidAmount: null,
    ...fields,
  };
}

/** Card brand from the first digits of a (masked) card number. */
export function cardBrandOf(pan: string): string | null {
  if (/^4/.test(pan)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'mastercard';
  return null;
}

/**
 * Keeps only the last four digits of anything that still looks like a full card or account
 * number, whatever the provider sent, so that an instrument is always masked.
 */
export function maskIdentifier(value: string): string {
  const digits = value.replace(/\D/g, '');
  // PCI masking shows at most the first six and the last four digits.
  const maskedAlready = /[*xX•]/.test(value);
  if (maskedAlready && digits.length <= 10) return value;
  return digits.length >= 4 ? `****${digits.slice(-4)}` : '****';
}

/** The last four digits, read from the trailing digits only: `216******456` has no last four, not "6456". */
export function lastFourDigits(value: string): string | null {
  const trailing = /(\d+)$/.exec(value.replace(/[\s.-]/g, ''))?.[1] ?? '';
  return trailing.length >= 4 ? trailing.slice(-4) : null;
}

export function cardInstrument(maskedPan: string, brand?: string | null): Instrument {
  return {
    type: 'card',
    brand: brand ?? cardBrandOf(maskedPan),
    last4: lastFourDigits(maskedPan),
    maskedId: maskIdentifier(maskedPan),
  };
}

export function accountInstrument(type: Instrument['type'], brand: string, maskedAccount: string | null | undefined): Instrument {
  return {
    type,
    brand,
    last4: maskedAccount ? lastFourDigits(maskedAccount) : null,
    maskedId: maskedAccount ? maskIdentifier(maskedAccount) : null,
  };
}

/** What a 4xx answer means in words, for messages. */
function refusalMeaning(httpStatus: number): string {
  if (httpStatus === 401 || httpStatus === 403) return 'the credentials were refused';
  if (httpStatus === 404) return 'unknown payment';
  return 'the request was refused';
}

/**
 * A provider's refusal (4xx answer) as a ProviderError: the provider's own error code when its
 * body carries one, else `http_<status>`. Not transient: asking again gets the same answer.
 */
export function refusalError(
  provider: ProviderCode,
  operation: string,
  httpStatus: number,
  details: { code?: string; message?: string } = {},
): ProviderError {
  const message = details.message ? ` (${details.message})` : '';
  return new ProviderError(
    provider,
    details.code ?? `http_${httpStatus}`,
    `${provider} ${operation}: ${refusalMeaning(httpStatus)}${message} [HTTP ${httpStatus}]`,
    { transient: false, httpStatus },
  );
}

/**
 * The answer to a REST-style cancel (`POST .../{id}/cancel`): 2xx ended the order; 409 means it is
 * no longer open (paid, refused or ended already); anything else is a ProviderError.
 */
export function readCancelAnswer(answer: ProviderAnswer, provider: ProviderCode, operation: string): EndOrderResult {
  if (answer.status >= 200 && answer.status < 300) return 'ended';
  if (answer.status === 409) return 'not_open';
  if (answer.status >= 500) {
    throw new ProviderError(provider, `http_${answer.status}`, `${provider} ${operation}: the provider failed [HTTP ${answer.status}]`, {
      transient: true,
      httpStatus: answer.status,
    });
  }
  throw refusalError(provider, operation, answer.status);
}
