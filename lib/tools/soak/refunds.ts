// The soak's refunds: merchants giving money back among the rest of the traffic (whole refunds,
// refunds in parts, and refunds asked in parallel on one payment, some with an Idempotency-Key
// replayed), and their audit: no payment has more refunded (or claimed by refunds in progress)
// than it collected, its `amountRefunded` is what its succeeded refunds of the sale add up to,
// no refund is left pending, and each provider's refunded total, as its simulator's control API
// reports it, equals the total of the service's succeeded refunds there.
import { randomInt, randomUUID } from 'node:crypto';
import type { ProviderCode } from '../../../shared/domain/payments.js';
import { relayDueOutboxEvents } from '../../../shared/outbox/outbox.js';
import { REDISPATCH_AFTER_MS } from '../../../shared/store/outbox-repository.js';
import { asKey } from '../../../test/support/fixtures.js';
import type { HttpResponse } from '../../../test/support/test-app.js';
import { paymentBody, type Collector } from '../../../test/integration/payments/support.js';
import { settle, type AuditResult, type AuditedMerchant } from '../../../test/integration/reliability/support/audit.js';
import { pick, retrying, sleep } from './calls.js';
import type { SoakWorld } from './load.js';

/** The providers whose protocol refunds, and whether in part (docs/providers.md, "Refunds"). */
const REFUNDS: Partial<Record<ProviderCode, 'partial' | 'full'>> = {
  clictopay: 'partial',
  mpgs_poste: 'partial',
  pluxee: 'partial',
  izi: 'partial',
  flouci: 'full',
  kashy: 'full',
};

type RefundPlan = 'full' | 'parts' | 'parallel';

/**
 * A payment paid at a provider that refunds, then refunded: in full, in two parts (one of them
 * asked again with its Idempotency-Key, which must answer the same refund), or by three requests at
 * once whose sum exceeds what was paid (only those that fit may succeed).
 */
export async function refundJourney(world: SoakWorld, audited: AuditedMerchant, plan: RefundPlan = pick(['full', 'parts', 'parallel'] as const)): Promise<void> {
  const merchant = audited.merchant as Collector;
  const providers = (Object.keys(merchant.affiliations) as ProviderCode[]).filter((p) => REFUNDS[p]);
  if (!providers.length) return;
  const provider = pick(providers);
  world.stats.note(`refund journey ${plan}`);
  const { http, simulators } = world.app;
  const orderId = `soak-refund-${randomUUID()}`;
  const created = await retrying(world, 'POST /payments', () =>
    http.post('/payments', paymentBody({ orderId, amount: 2_000 + randomInt(48_000), acceptedProviders: [provider] }), {
      headers: { 'x-api-key': merchant.apiKey, 'idempotency-key': orderId },
    }),
  );
  audited.orders.push({ orderId, expect: created.status === 201 ? 'exactly' : 'atMost' });
  if (created.status !== 201) return;
  const { reference, amount } = created.body as { reference: string; amount: number };
  const opened = await retrying(world, 'POST /checkout/{reference}/attempts', () => http.post(`/checkout/${reference}/attempts`, { provider }));
  if (opened.status !== 201) return;
  const attempts = await retrying(world, 'GET /payments/{reference}/attempts', () => http.get(`/payments/${reference}/attempts`, asKey(merchant.apiKey)));
  const externalRef = (attempts.body?.items as Array<{ id: string; externalRef: string | null }> | undefined)?.find((a) => a.id === opened.body.attemptId)?.externalRef;
  if (!externalRef) return;
  world.attempts.push({ reference, merchant, provider, externalRef });
  try {
    await simulators.control.complete(provider, externalRef, 'success');
  } catch {
    world.stats.note('refund journey: payer refused');
    return;
  }
  // The payment succeeds once the provider's callback (or the poller) is read.
  let status = 'pending';
  for (let i = 0; i < 20 && status === 'pending'; i += 1) {
    const read = await retrying(world, 'GET /payments/{reference}', () => http.get(`/payments/${reference}`, asKey(merchant.apiKey)));
    status = read.body?.status ?? 'pending';
    if (status === 'pending') await sleep(500);
  }
  if (status !== 'succeeded') return;

  const route = 'POST /payments/{reference}/refunds';
  const ask = (body: Record<string, unknown>, key?: string) =>
    retrying(world, route, () => http.post(`/payments/${reference}/refunds`, body, { headers: { 'x-api-key': merchant.apiKey, ...(key ? { 'idempotency-key': key } : {}) } }));
  const partial = REFUNDS[provider] === 'partial';
  if (plan === 'full' || (plan === 'parts' && !partial)) {
    const res = await ask({ reason: 'requested_by_customer' });
    world.stats.note(`refund full ${res.status}`);
    return;
  }
  if (plan === 'parts') {
    const first = Math.max(1, Math.floor(amount * (0.2 + Math.random() * 0.5)));
    const key = randomUUID();
    const one = await ask({ amount: first }, key);
    if (one.status === 201 && Math.random() < 0.5) {
      // The merchant's client lost the answer and asks again with the same key: the same refund.
      const again = await ask({ amount: first }, key);
      if (again.status !== 201 || again.body.id !== one.body.id) world.failures.push(`refund replay of ${reference} answered ${again.status} ${again.body?.id ?? again.text.slice(0, 200)}, first ${one.body.id}`);
    }
    const rest = await ask({});
    world.stats.note(`refund parts ${one.status}+${rest.status}`);
    return;
  }
  // Three at once: each of 40 % (a whole-payment provider: each of the whole) — two fit at most, or one.
  const part = partial ? Math.ceil(amount * 0.4) : amount;
  const answers = await Promise.all([0, 1, 2].map(() => ask(partial ? { amount: part } : {})));
  const made = answers.filter((a) => a.status === 201).length;
  const fit = Math.floor(amount / part);
  world.stats.note(`refund parallel ${made} of 3 made`);
  if (made > fit) world.failures.push(`${reference}: ${made} parallel refunds of ${part} made on ${amount} millimes paid`);
  for (const a of answers) {
    if (a.status !== 201 && !(a.status === 422 && a.body?.error === 'refund_exceeds_refundable')) world.stats.note(`refund parallel answered ${a.status} ${a.body?.error ?? ''}`);
  }
}

/** Refund journeys on A, one after another, while the load runs. */
export async function refunder(world: SoakWorld, until: () => boolean): Promise<void> {
  const a = world.merchants[0]!;
  while (!until()) {
    try {
      await refundJourney(world, a);
    } catch (error) {
      world.failures.push(`refund journey threw: ${(error as Error).stack ?? error}`);
    }
    await sleep(500);
  }
}

/** Every refund of a merchant, through the API (keyset pages). */
async function allRefunds(world: SoakWorld, merchant: Collector): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const res: HttpResponse = await world.app.http.get(`/refunds?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, asKey(merchant.apiKey));
    if (res.status !== 200) throw new Error(`GET /refunds answered ${res.status}: ${res.text}`);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

/**
 * The refunds' audit, after the drain: for every refunded payment, its refunds of the sale never
 * exceed what was paid and its `amountRefunded` is their sum; no refund is still pending; per
 * provider, the service's succeeded refunds add up to what the simulator says it refunded.
 */
export async function auditRefunds(world: SoakWorld): Promise<Pick<AuditResult, 'checks' | 'failures'> & { refunds: Record<string, number> }> {
  const out = { checks: {} as Record<string, number>, failures: [] as string[], refunds: {} as Record<string, number> };
  const check = (name: string, ok: boolean, failure: () => string) => {
    if (ok) out.checks[name] = (out.checks[name] ?? 0) + 1;
    else out.failures.push(`${name}: ${failure()}`);
  };
  const ours = new Map<ProviderCode, number>();
  for (const audited of world.merchants) {
    const merchant = audited.merchant as Collector;
    const refunds = await allRefunds(world, merchant);
    const byPayment = new Map<string, any[]>();
    for (const refund of refunds) {
      out.refunds[refund.status] = (out.refunds[refund.status] ?? 0) + 1;
      byPayment.set(refund.reference, [...(byPayment.get(refund.reference) ?? []), refund]);
      check('no refund left pending', refund.status !== 'pending', () => `refund ${refund.id} of ${refund.reference} at ${refund.provider} is still pending`);
      if (refund.status === 'succeeded') ours.set(refund.provider, (ours.get(refund.provider) ?? 0) + refund.amount);
    }
    for (const [reference, list] of byPayment) {
      const res = await world.app.http.get(`/payments/${reference}`, asKey(merchant.apiKey));
      const payment = res.body;
      const ofSale = list.filter((r) => r.attemptId === payment.succeededAttemptId);
      const refunded = ofSale.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
      const claimed = refunded + ofSale.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amount, 0);
      check('refunds within what was paid', claimed <= payment.amount, () => `${reference} paid ${payment.amount}, refunded or claimed ${claimed}`);
      check(
        'amountRefunded is the sum of the refunds',
        payment.amountRefunded === refunded && (payment.result.refundedAt !== null) === (refunded === payment.amount),
        () => `${reference} says amountRefunded ${payment.amountRefunded} (refundedAt ${payment.result.refundedAt}), its succeeded refunds add up to ${refunded} of ${payment.amount}`,
      );
    }
  }
  const { control } = world.app.simulators;
  for (const provider of Object.keys(REFUNDS) as ProviderCode[]) {
    const theirs = control.orders(provider).reduce((sum, order) => sum + order.refundedAmount, 0);
    check('provider refunded total equals ours', theirs === (ours.get(provider) ?? 0), () => `${provider} refunded ${theirs} millimes, the service's succeeded refunds there ${ours.get(provider) ?? 0}`);
  }
  return out;
}

/** The refunds' audit folded into the payments' (their checks and failures beside the others). */
export function withRefundAudit(audit: AuditResult, refunds: Awaited<ReturnType<typeof auditRefunds>>): AuditResult {
  return {
    ...audit,
    checks: { ...audit.checks, ...refunds.checks },
    failures: [...audit.failures, ...refunds.failures],
  };
}

/**
 * After the drain: a request the function's time-out cut short after its change was written (a
 * refund waits on its provider, so under load it is the likeliest) leaves its outbox event handed
 * over to nobody; the relay hands it over again REDISPATCH_AFTER_MS later. The soak does not wait
 * that long: it runs the relay once as if that time had passed, then lets the queues settle.
 */
export async function handOverLostEvents(world: SoakWorld): Promise<number> {
  const handed = await relayDueOutboxEvents(new Date(Date.now() + REDISPATCH_AFTER_MS + 1_000));
  for (let i = 0; i < handed; i += 1) world.stats.note('outbox event handed over again after the drain');
  await settle(world.app);
  return handed;
}
