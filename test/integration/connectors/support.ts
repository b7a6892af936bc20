// What the connector integration tests share: the merchant side (a loopback server standing in for
// the service's /callbacks routes), what each provider's protocol can report, and input builders.
import { SANDBOX_CREDENTIALS } from '../../../lib/local/simulators/sandbox-credentials.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallbackRequest, InitiateInput, InitiateResult } from '../../../shared/connectors/payment-connector.js';
import type { AttemptKind, Instrument, ProviderCode } from '../../../shared/domain/payments.js';

const { clictopay, enda_tao: endaTao, flouci, izi, kashy, mpgs_poste: mpgsPoste, pluxee } = SANDBOX_CREDENTIALS;

export interface ProviderCase {
  code: ProviderCode;
  credentials: Record<string, string>;
  publicField: string;
  secretField: string;
  kind: AttemptKind;
  payer: 'card' | 'wallet' | 'qr';
  /** What a success reports, as far as the provider's protocol tells. */
  success: { authorizationCode: boolean; instrumentType: Instrument['type'] | null; last4: string | null; fee: boolean };
}

export const PROVIDER_CASES: ProviderCase[] = [
  {
    code: 'clictopay',
    credentials: clictopay,
    publicField: 'userName',
    secretField: 'password',
    kind: 'redirect',
    payer: 'card',
    success: { authorizationCode: true, instrumentType: 'card', last4: '1119', fee: false },
  },
  {
    code: 'flouci',
    credentials: flouci,
    publicField: 'publicKey',
    secretField: 'privateKey',
    kind: 'redirect',
    payer: 'wallet',
    // verify_payment publishes no authorisation code nor instrument.
    success: { authorizationCode: false, instrumentType: null, last4: null, fee: false },
  },
  {
    code: 'izi',
    credentials: izi,
    publicField: 'clientId',
    secretField: 'clientSecret',
    kind: 'redirect',
    payer: 'wallet',
    success: { authorizationCode: true, instrumentType: 'wallet', last4: '3456', fee: true },
  },
  {
    code: 'mpgs_poste',
    credentials: mpgsPoste,
    publicField: 'merchantId',
    secretField: 'apiPassword',
    kind: 'form',
    payer: 'card',
    success: { authorizationCode: true, instrumentType: 'card', last4: '1119', fee: false },
  },
  {
    code: 'pluxee',
    credentials: pluxee,
    publicField: 'merchantCode',
    secretField: 'apiKey',
    kind: 'redirect',
    payer: 'wallet',
    success: { authorizationCode: true, instrumentType: 'voucher', last4: '4321', fee: true },
  },
  {
    code: 'kashy',
    credentials: kashy,
    publicField: 'merchantId',
    secretField: 'apiKey',
    kind: 'qr',
    payer: 'qr',
    success: { authorizationCode: true, instrumentType: 'wallet', last4: '3456', fee: true },
  },
  {
    code: 'enda_tao',
    credentials: endaTao,
    publicField: 'merchantId',
    secretField: 'apiToken',
    kind: 'redirect',
    payer: 'wallet',
    success: { authorizationCode: true, instrumentType: 'wallet', last4: '3456', fee: true },
  },
];

/** Fits every provider's secret format, so that the provider (not the schema check) refuses it. */
export const WRONG_SECRET = 'WrongSecretValue1234567890';

export const ALL_SECRETS = [
  WRONG_SECRET,
  ...PROVIDER_CASES.map((providerCase) => providerCase.credentials[providerCase.secretField] as string),
];

export interface ReceivedRequest extends CallbackRequest {
  path: string;
}

/** Stands in for the service's `GET|POST /callbacks/<provider>/<attemptId>`: records and answers 200. */
export async function startMerchantReceiver(): Promise<{ url: string; requests: ReceivedRequest[]; stop(): Promise<void> }> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((message, response) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => {
      const url = new URL(message.url ?? '/', 'http://receiver.invalid');
      requests.push({
        path: url.pathname,
        method: message.method ?? 'GET',
        query: Object.fromEntries(url.searchParams),
        headers: message.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A base URL on which nothing listens: the port was just free. */
export async function closedBaseUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}

export function newAttempt(code: ProviderCode, receiverUrl: string): InitiateInput {
  const attemptId = randomUUID();
  const route = `${receiverUrl}/callbacks/${code}/${attemptId}`;
  return {
    attemptId,
    reference: randomBytes(12).toString('hex'),
    amount: 12500,
    currency: 'TND',
    description: 'Sandbox order',
    returnUrl: route,
    callbackUrl: route,
    language: 'fr',
    payer: { firstName: 'Amal', lastName: 'Ben Salah', email: 'amal@example.tn', phone: '+21620123456' },
    expiresAt: new Date(Date.now() + 15 * 60_000),
  };
}

/** Where a payer's browser (or phone) goes for this attempt. */
export function payerPageUrl(result: InitiateResult): string {
  switch (result.kind) {
    case 'redirect':
      return result.redirectUrl;
    case 'qr':
      return result.qr.content;
    case 'form': {
      const url = new URL(result.form.action);
      for (const [name, value] of Object.entries(result.form.fields)) url.searchParams.set(name, value);
      return url.toString();
    }
  }
}

/** The form fields a payer submits on the simulator's page for each ending. */
export function payerAction(payer: ProviderCase['payer'], ending: 'success' | 'decline' | 'insufficient_funds' | 'card_expired'): Record<string, string> {
  if (payer !== 'card') {
    return { action: ending === 'success' ? 'approve' : ending };
  }
  const cardNumber = {
    success: '5440212711111110',
    decline: '5471251111111116',
    insufficient_funds: '4000000000009995',
    card_expired: '4000000000000069',
  }[ending];
  return { action: 'pay', cardNumber, expiry: '12/34', cvc: '123', holder: 'Amal Ben Salah' };
}
