// What the payment tests share: a merchant that can collect (KYB verified, contract signed,
// one active sandbox affiliation per provider routed on its default account), payments
// created through the API, and a payer driven through the provider simulators.
import { SANDBOX_CREDENTIALS } from '../../../lib/local/simulators/sandbox-credentials.js';
import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { sealCredentials } from '../../../shared/affiliations/vault.js';
import { PROVIDER_CODES, type ProviderCode } from '../../../shared/domain/payments.js';
import { getProvider } from '../../../shared/connectors/registry.js';
import type { PayerOutcome } from '../../../lib/local/simulators/index.js';
import { getPaymentEvent, eventKeys } from '../../../shared/store/payment-events-repository.js';
import { type PaymentEvent } from '../../../shared/domain/payment-events.js';
import { recordContractSignature, reviewKyb } from '../../../shared/organisations/change-organisation.js';
import { affiliationKeys } from '../../../shared/store/affiliations-repository.js';
import { db, tableName } from '../../../shared/store/client.js';
import { accountKeys } from '../../../shared/store/payment-accounts-repository.js';
import { asKey, asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import type { TestApp } from '../../support/test-app.js';

export const SANDBOX: Record<ProviderCode, Record<string, string>> = SANDBOX_CREDENTIALS;

/** Environment every payment test app runs with: checks due at once, generous public limits. */
export const PAYMENT_TEST_ENV = {
  PAYMENTS_POLL_DELAYS_SECONDS: '0',
};

/** An active sandbox affiliation of the organisation, with the simulator's credentials sealed. */
export async function putAffiliation(organisationId: string, provider: ProviderCode, status = 'active'): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const publicField = getProvider(provider).credentialSchema.publicIdentifierField;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...affiliationKeys.item(organisationId, id),
        id,
        organisationId,
        provider,
        label: `${provider} sandbox`,
        environment: 'sandbox',
        status,
        publicIdentifier: SANDBOX[provider][publicField] ?? null,
        credentialVersion: 1,
        current: await sealCredentials({ organisationId, id, provider }, 1, SANDBOX[provider]),
        previous: null,
        verifiedAt: now,
        lastUsedAt: null,
        revokedAt: null,
        lastVerificationError: null,
        createdAt: now,
        updatedAt: now,
      },
    }),
  );
  return id;
}

export async function setRoutes(organisationId: string, accountId: string, routes: Array<{ provider: ProviderCode; affiliationId: string }>) {
  await db().send(
    new TransactWriteCommand({
      // A transaction: the account's read copies are written with it (shared/store/read-copies.ts).
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: accountKeys.item(organisationId, accountId),
            UpdateExpression: 'SET #routes = :routes',
            ExpressionAttributeNames: { '#routes': 'routes' },
            ExpressionAttributeValues: { ':routes': routes },
          },
        },
      ],
    }),
  );
}

export interface Collector extends Merchant {
  affiliations: Partial<Record<ProviderCode, string>>;
}

/** A merchant that can collect: KYB verified, contract signed, `providers` routed on the default account. */
export async function collectingMerchant(app: TestApp, providers: readonly ProviderCode[] = PROVIDER_CODES): Promise<Collector> {
  const merchant = await createMerchant(app.http);
  const change = { organisationId: merchant.organisationId, actor: { type: 'system' as const, id: null }, clientIp: null };
  await reviewKyb(change, 'verify', 'payments tests');
  await recordContractSignature(change, new Date().toISOString());
  const affiliations: Partial<Record<ProviderCode, string>> = {};
  for (const provider of providers) affiliations[provider] = await putAffiliation(merchant.organisationId, provider);
  await setRoutes(
    merchant.organisationId,
    merchant.defaultAccountId,
    providers.map((provider) => ({ provider, affiliationId: affiliations[provider]! })),
  );
  return { ...merchant, affiliations };
}

export const paymentBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 12_500,
  currency: 'TND',
  description: 'Commande de test',
  orderId: `order-${randomUUID().slice(0, 8)}`,
  payer: { firstName: 'Amal', lastName: 'Ben Salah', email: `amal-${randomUUID().slice(0, 6)}@example.tn` },
  ...overrides,
});

/** A second payment account of `merchant` ("Second shop"), routed to `provider`'s affiliation: its id. */
export async function addCollectingAccount(app: TestApp, merchant: Collector, provider: ProviderCode = 'clictopay'): Promise<string> {
  const created = await app.http.post(`/organisations/${merchant.organisationId}/payment-accounts`, { name: 'Second shop' }, asSession(merchant.owner.cookie));
  expect(created.status, created.text).toBe(201);
  await setRoutes(merchant.organisationId, created.body.id, [{ provider, affiliationId: merchant.affiliations[provider]! }]);
  return created.body.id as string;
}

export async function newPayment(app: TestApp, merchant: Merchant, overrides: Record<string, unknown> = {}) {
  const res = await app.http.post('/payments', paymentBody(overrides), asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(201);
  return res.body as { reference: string; id: string; [field: string]: any };
}

export async function openAttempt(app: TestApp, reference: string, provider: ProviderCode) {
  const res = await app.http.post(`/checkout/${reference}/attempts`, { provider });
  expect(res.status, res.text).toBe(201);
  return res.body as { attemptId: string; provider: string; kind: string; [field: string]: any };
}

/** The attempt as the merchant API shows it (with the provider's reference). */
export async function merchantAttempt(app: TestApp, merchant: Merchant, reference: string, attemptId: string) {
  const res = await app.http.get(`/payments/${reference}/attempts`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return (res.body.items as any[]).find((attempt) => attempt.id === attemptId);
}

/**
 * The payer ends the payment at the provider (the simulator sends its server callbacks), then
 * the browser comes back through the provider's return: the service answers 302 to the result page.
 */
export async function payerCompletes(app: TestApp, merchant: Merchant, reference: string, attemptId: string, provider: ProviderCode, outcome: PayerOutcome) {
  const attempt = await merchantAttempt(app, merchant, reference, attemptId);
  const completion = await app.simulators.control.complete(provider, attempt.externalRef, outcome);
  return completion;
}

/** Follows the browser return of a completion (a URL on the service's callbacks route). */
export async function browserReturns(app: TestApp, returnUrl: string) {
  const url = new URL(returnUrl);
  expect(url.origin).toBe(app.baseUrl);
  return app.http.get(`${url.pathname}${url.search}`);
}

export async function getPayment(app: TestApp, merchant: Merchant, reference: string) {
  const res = await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** The events written for a payment, oldest first. */
export async function eventsOf(reference: string): Promise<PaymentEvent[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': eventKeys.byPayment(reference) },
    }),
  );
  const ids = (out.Items ?? []).map((item) => String(item.id));
  return (await Promise.all(ids.map((id) => getPaymentEvent(id)))).filter((e): e is PaymentEvent => Boolean(e));
}

export async function timelineOf(app: TestApp, merchant: Merchant, reference: string, query = '') {
  const res = await app.http.get(`/payments/${reference}/timeline?limit=200${query}`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body as { items: any[]; attempts: any[]; webhooks: any; payment: any; nextCursor: string | null };
}

/**
 * Waits until `check` passes (callbacks are asynchronous to the simulator's answer). Checked again after
 * 50 ms, then less and less often, every `maxPauseMs` (250 ms) at most: a check is requests and table reads,
 * and one that waits seconds (an outbox event due later) would otherwise repeat them twenty times a second.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000, maxPauseMs = 250): Promise<T> {
  const started = Date.now();
  for (let pause = 50; ; pause = Math.min(maxPauseMs, pause * 1.5)) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
