// Shared inputs of the mapping tests.
import type { InitiateInput } from '../../../../shared/connectors/payment-connector.js';
import type { ProviderAnswer } from '../../../../shared/connectors/transport.js';

export function initiateInput(overrides: Partial<InitiateInput> = {}): InitiateInput {
  return {
    attemptId: '3f2a9c1e-1111-2222-3333-444455556666',
    reference: '0123456789abcdef01234567',
    amount: 12500,
    currency: 'TND',
    description: 'Order 42',
    returnUrl: 'https://api.example.tn/callbacks/clictopay/attempt-1',
    callbackUrl: 'https://api.example.tn/callbacks/clictopay/attempt-1',
    language: 'fr',
    payer: { firstName: 'Amal', email: 'amal@example.tn', phone: '+21620000000' },
    expiresAt: new Date('2030-01-01T10:15:00Z'),
    ...overrides,
  };
}

/** A provider answer as the transport hands it to a mapping. */
export function answer(status: number, body: unknown): ProviderAnswer {
  return { status, contentType: 'application/json', text: typeof body === 'string' ? body : JSON.stringify(body) };
}

export function providerErrorOf(run: () => unknown): { providerErrorCode: string; transient: boolean; message: string } {
  try {
    run();
  } catch (error) {
    return error as { providerErrorCode: string; transient: boolean; message: string };
  }
  throw new Error('expected a ProviderError');
}
