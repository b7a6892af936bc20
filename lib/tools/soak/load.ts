// The soak's mixed load on a local-mode app: merchants creating payments (with and without an
// idempotency key, replayed at times, and through a payment link), payers viewing the checkout,
// polling its status and opening attempts at all seven providers, then paying, being declined,
// abandoning, paying late, paying twice; merchants cancelling; payments expiring; providers calling
// back twice or answering 5xx or too slowly; webhook endpoints answering 200, 500, a redirect or
// nothing in time. Plain concurrent fetch loops: each request is timed per route and its answer
// counted by status and error code. Then the drain: the faults stop, the schedules and queues run
// until every payment the providers paid has settled.
import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PROVIDER_CODES, type ProviderCode } from '../../../shared/domain/payments.js';
import { PAYMENT_EVENT_TYPES } from '../../../shared/domain/payment-events.js';
import { getConnector } from '../../../shared/connectors/registry.js';
import type { PayerOutcome, ScenarioName } from '../../local/simulators/index.js';
import { OrderEndedByMerchant } from '../../local/simulators/kit/engine.js';
import { asKey } from '../../../test/support/fixtures.js';
import type { HttpResponse, TestApp } from '../../../test/support/test-app.js';
import { collectingMerchant, paymentBody, type Collector } from '../../../test/integration/payments/support.js';
import { settle, type AuditedMerchant } from '../../../test/integration/reliability/support/audit.js';
import { countingReceiver, type CountingReceiver, type ReceiverAnswer } from '../../../test/integration/reliability/support/receiver.js';
import { call, pick, retrying, sleep } from './calls.js';
import { refunder } from './refunds.js';

const ALL_EVENTS: string[] = [...PAYMENT_EVENT_TYPES];
/** The schedules EventBridge runs every minute, run here every few seconds so that the soak sees many rounds. */
const SCHEDULES = ['payments-poller', 'outbox-relay', 'payments-expiry'] as const;
const STATUS_FAULTS = new Set<ScenarioName>(['status_5xx', 'status_slow']);

/** Latencies and answers, per route. */
export class Stats {
  readonly latencies = new Map<string, number[]>();
  /** `route → "status error" → count`. */
  readonly answers = new Map<string, Map<string, number>>();
  /** What happened that is not an HTTP answer of ours: payer refusals, scenarios played, schedule runs. */
  readonly notes = new Map<string, number>();

  record(route: string, ms: number, status: number, error: string | undefined): void {
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
    const byCode = this.answers.get(route) ?? new Map<string, number>();
    const code = `${status}${error ? ` ${error}` : ''}`;
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
    this.answers.set(route, byCode);
  }

  note(what: string): void {
    this.notes.set(what, (this.notes.get(what) ?? 0) + 1);
  }

  get requests(): number {
    let n = 0;
    for (const list of this.latencies.values()) n += list.length;
    return n;
  }
}

export interface SoakWorld {
  app: TestApp;
  stats: Stats;
  /** A (every provider, endpoints answering 200, 500 and a redirect, a link) and B (200 and time-outs, few payments). */
  merchants: AuditedMerchant[];
  receivers: CountingReceiver[];
  /** Secrets the soak holds: scanned for in every answer and log line. */
  secrets: string[];
  /** Secrets found in an answer (route and which). */
  leaks: string[];
  /** Broken promises seen on the way (an idempotent replay that was not one). */
  failures: string[];
  /** Attempts opened: the drain waits until those the providers paid have settled. */
  attempts: Array<{ reference: string; merchant: Collector; provider: ProviderCode; externalRef: string }>;
  /** Payments created to expire (expiresInMinutes 1): reference → expiresAt. */
  expiring: Map<string, number>;
  slug: string;
  /** The next provider of the `pay` journeys, in turn. */
  turn: number;
  /** When the request that ended each order answered (a cancel, a new attempt): provider reference → ms. */
  endedAt: Map<string, number>;
  /** Payers who paid an order after the request that ended it had answered. */
  lateSuccesses: LateSuccesses;
}

/**
 * Late successes, by how long after the ending request's answer the payer paid: the goal is none
 * over 1 s at a provider that can end an order (a payer racing the request itself may still win).
 */
export interface LateSuccesses {
  /** Paid more than 1 s after the ending, at a provider that can end an order. */
  overOneSecond: number;
  /** Paid within 1 s of it. */
  withinOneSecond: number;
  /** At a provider without a cancel operation (followed, and raised when paid). */
  providerCannotEnd: number;
  /** Paid over 1 s after, at an order whose provider's API was failing (`status_5xx`, `status_slow`): left to the outbox. */
  providerDown: number;
  /** Paid over 1 s after at a provider that can end and was up: what the goal counts, with the delays. */
  delaysMs: number[];
}

/** Pays `over` 1 s past its ending at a provider that can end orders? The soak's count of what should not happen. */
const LATE_AFTER_MS = 1_000;

function weighted<T extends string>(weights: Record<T, number>): T {
  const entries = Object.entries(weights) as Array<[T, number]>;
  let r = Math.random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of entries) if ((r -= w) < 0) return value;
  return entries[0]![0];
}

/** Two merchants, their endpoints and receivers, and A's reusable open-amount link. */
export async function prepareWorld(app: TestApp, secrets: string[]): Promise<SoakWorld> {
  const a = await collectingMerchant(app);
  const b = await collectingMerchant(app, ['clictopay', 'flouci']);
  const receivers: CountingReceiver[] = [];
  const endpoint = async (merchant: Collector, answer: ReceiverAnswer, events: string[]) => {
    const receiver = await countingReceiver(answer);
    receivers.push(receiver);
    const res = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url: receiver.url, events }, asKey(merchant.apiKey));
    if (res.status !== 201) throw new Error(`webhook endpoint: ${res.status} ${res.text}`);
    secrets.push(res.body.secret);
    return { id: res.body.id as string, events, receiver };
  };
  const link = await app.http.post(
    '/payment-links',
    { title: 'Soak link', amountType: 'open', usage: 'reusable', minAmount: 1_000, maxAmount: 500_000 },
    asKey(a.apiKey),
  );
  if (link.status !== 201) throw new Error(`payment link: ${link.status} ${link.text}`);
  const merchants: AuditedMerchant[] = [
    {
      merchant: a,
      endpoints: [
        await endpoint(a, 'ok', ALL_EVENTS),
        // Each failing try is tried again after 1, 5, 15... minutes: on a frequent event they would outnumber the rest.
        await endpoint(a, 'error', ['payment.canceled']),
        await endpoint(a, 'redirect', ['payment.expired', 'payment.failed', 'attempt.duplicate_success']),
      ],
      linkIds: [link.body.id],
      orders: [],
    },
    // A slow endpoint holds a worker's batch for 10 s per try: few payments reach it.
    { merchant: b, endpoints: [await endpoint(b, 'ok', ALL_EVENTS), await endpoint(b, 'timeout', ALL_EVENTS)], linkIds: [], orders: [] },
  ];
  return {
    app,
    stats: new Stats(),
    merchants,
    receivers,
    secrets,
    leaks: [],
    failures: [],
    attempts: [],
    expiring: new Map(),
    slug: link.body.slug,
    turn: 0,
    endedAt: new Map(),
    lateSuccesses: { overOneSecond: 0, withinOneSecond: 0, providerCannotEnd: 0, providerDown: 0, delaysMs: [] },
  };
}

type Plan = 'pay' | 'scenario' | 'decline_then_pay' | 'decline_then_cancel' | 'cancel_open' | 'cancel_race' | 'double_pay' | 'abandon' | 'expire';
const PLANS: Record<Plan, number> = {
  pay: 30,
  scenario: 20,
  decline_then_pay: 10,
  decline_then_cancel: 6,
  cancel_open: 6,
  cancel_race: 6,
  double_pay: 6,
  abandon: 5,
  expire: 6,
};
const SCENARIO_WEIGHTS: Partial<Record<ScenarioName, number>> = {
  late_success: 5,
  duplicate_callback: 5,
  status_5xx: 4,
  init_5xx: 4,
  init_slow: 1,
  status_slow: 1,
};
/** `expiresInMinutes: 1`, the shortest expiry the contract allows. */
const EXPIRES_AFTER_MS = 60_000;
const REFUSALS: PayerOutcome[] = ['decline', 'insufficient_funds', 'card_expired'];

/** One payment's life, from its creation to the payer's last poll. */
export async function journey(world: SoakWorld, audited: AuditedMerchant, plan: Plan = weighted(PLANS)): Promise<void> {
  world.stats.note(`journey ${plan}`);
  const reference = await createPayment(world, audited, plan);
  if (!reference) return;
  await call(world, 'GET /checkout/{reference}', () => world.app.http.get(`/checkout/${reference}`));
  await call(world, 'GET /checkout/{reference}/status', () => world.app.http.get(`/checkout/${reference}/status`));
  const merchant = audited.merchant as Collector;
  const providers = Object.keys(merchant.affiliations) as ProviderCode[];

  switch (plan) {
    case 'pay':
      // In turn, so that even a short run pays at every provider.
      await openAndAct(world, merchant, reference, providers[world.turn++ % providers.length]!, 'success');
      break;
    case 'scenario': {
      const provider = pick(providers);
      const scenario = weighted(SCENARIO_WEIGHTS as Record<ScenarioName, number>);
      // The next initiation at this provider plays it, whoever's it is: each payer acts on the scenario its order got.
      world.app.simulators.control.setNextScenario(provider, scenario);
      await openAndAct(world, merchant, reference, provider, 'success');
      break;
    }
    case 'decline_then_pay':
      await openAndAct(world, merchant, reference, pick(providers), pick(REFUSALS));
      await pollStatus(world, reference, 3);
      await openAndAct(world, merchant, reference, pick(providers), 'success');
      break;
    case 'decline_then_cancel':
      await openAndAct(world, merchant, reference, pick(providers), pick(REFUSALS));
      await cancel(world, merchant, reference);
      break;
    case 'cancel_open': {
      const opened = await open(world, merchant, reference, pick(providers));
      await cancel(world, merchant, reference, opened);
      // The payer, still on the provider's page, pays a moment later: refused once the service has
      // ended the order at its provider, else a success to raise.
      await sleep(randomInt(4_000));
      if (opened) await payerActs(world, merchant, reference, opened, 'success');
      break;
    }
    case 'cancel_race': {
      const opened = await open(world, merchant, reference, pick(providers));
      await Promise.all([cancel(world, merchant, reference, opened), opened ? payerActs(world, merchant, reference, opened, 'success') : undefined]);
      break;
    }
    case 'double_pay': {
      // Two tabs: the second attempt ends the first at its provider, unless the first is paid first.
      const first = await open(world, merchant, reference, pick(providers));
      const second = await open(world, merchant, reference, pick(providers));
      if (first && second) world.endedAt.set(first.externalRef, performance.now());
      await Promise.all([first, second].map((opened) => opened && payerActs(world, merchant, reference, opened, 'success')));
      break;
    }
    case 'abandon':
      await open(world, merchant, reference, pick(providers));
      break;
    case 'expire':
      if (Math.random() < 0.5) await open(world, merchant, reference, pick(providers));
      break;
  }
  await pollStatus(world, reference, 4);
  await call(world, 'GET /payments/{reference}', () => world.app.http.get(`/payments/${reference}`, asKey(merchant.apiKey)));
}

async function createPayment(world: SoakWorld, audited: AuditedMerchant, plan: Plan): Promise<string | null> {
  const { http } = world.app;
  const amount = 1_000 + randomInt(49_000);
  const hasLink = audited.linkIds.length > 0;
  const mode = plan === 'expire' ? pick(['key', 'plain'] as const) : weighted({ key: 5, plain: 3, link: hasLink ? 2 : 0 });
  if (mode === 'link') {
    const res = await retrying(world, 'POST /links/{slug}/payments', () =>
      http.post(`/links/${world.slug}/payments`, { amount, payer: { firstName: 'Soak', email: `payer-${randomUUID().slice(0, 8)}@example.tn` } }),
    );
    return res.status === 201 ? res.body.reference : null;
  }
  const orderId = `soak-${randomUUID()}`;
  const body = paymentBody({ orderId, amount, ...(plan === 'expire' ? { expiresInMinutes: 1 } : {}) });
  let res: HttpResponse;
  if (mode === 'key') {
    const headers = { 'x-api-key': audited.merchant.apiKey, 'idempotency-key': randomUUID() };
    const send = () => http.post('/payments', body, { headers });
    res = await retrying(world, 'POST /payments', send);
    audited.orders.push({ orderId, expect: res.status === 201 ? 'exactly' : 'atMost' });
    if (res.status === 201 && Math.random() < 0.3) {
      // The merchant's client did not see the answer and sends the same request again.
      const replay = await call(world, 'POST /payments', send);
      if (replay.status !== 201 || replay.body.reference !== res.body.reference) {
        world.failures.push(`idempotent replay of ${orderId} answered ${replay.status} ${replay.body?.reference ?? replay.text.slice(0, 200)}, first ${res.body.reference}`);
      }
    }
  } else {
    res = await call(world, 'POST /payments', () => http.post('/payments', body, asKey(audited.merchant.apiKey)));
    audited.orders.push({ orderId, expect: 'atMost' });
  }
  if (res.status !== 201) return null;
  if (plan === 'expire') world.expiring.set(res.body.reference, Date.parse(res.body.expiresAt));
  return res.body.reference;
}

interface Opened {
  provider: ProviderCode;
  attemptId: string;
  externalRef: string;
}

/** The payer opens an attempt; a failed initiation is tried once more at another provider. */
async function open(world: SoakWorld, merchant: Collector, reference: string, provider: ProviderCode, again = true): Promise<Opened | null> {
  const res = await retrying(world, 'POST /checkout/{reference}/attempts', () => world.app.http.post(`/checkout/${reference}/attempts`, { provider }));
  if (res.status === 502 && again) {
    const providers = Object.keys(merchant.affiliations) as ProviderCode[];
    return open(world, merchant, reference, pick(providers.filter((p) => p !== provider)) ?? provider, false);
  }
  if (res.status !== 201) return null;
  const attemptId: string = res.body.attemptId;
  const list = await retrying(world, 'GET /payments/{reference}/attempts', () => world.app.http.get(`/payments/${reference}/attempts`, asKey(merchant.apiKey)));
  const externalRef = (list.body?.items as Array<{ id: string; externalRef: string | null }> | undefined)?.find((a) => a.id === attemptId)?.externalRef;
  if (!externalRef) return null;
  world.attempts.push({ reference, merchant, provider, externalRef });
  await call(world, 'GET /checkout/{reference}/attempts/{attemptId}', () => world.app.http.get(`/checkout/${reference}/attempts/${attemptId}`));
  return { provider, attemptId, externalRef };
}

async function openAndAct(world: SoakWorld, merchant: Collector, reference: string, provider: ProviderCode, outcome: PayerOutcome): Promise<void> {
  const opened = await open(world, merchant, reference, provider);
  if (opened) await payerActs(world, merchant, reference, opened, outcome);
}

/** The payer at the provider: acts as the order's scenario allows, then (sometimes) the browser comes back. */
async function payerActs(world: SoakWorld, merchant: Collector, reference: string, opened: Opened, outcome: PayerOutcome): Promise<void> {
  const { control } = world.app.simulators;
  const order = control.order(opened.provider, opened.externalRef);
  if (!order) return;
  world.stats.note(`scenario ${order.scenario}`);
  // The session is over from the start; the provider reports the success on its own a few seconds later.
  if (order.scenario === 'late_success') return;
  let completion;
  const paidAt = performance.now();
  try {
    completion = await control.complete(opened.provider, opened.externalRef, outcome);
    world.stats.note(`payer ${outcome}`);
    const endedAt = world.endedAt.get(opened.externalRef);
    if (outcome === 'success' && endedAt !== undefined && paidAt >= endedAt) countLateSuccess(world, opened, order.scenario, paidAt - endedAt);
  } catch (error) {
    if (!(error instanceof OrderEndedByMerchant)) throw error;
    world.stats.note('payer refused: order ended by its merchant');
    return;
  }
  if (STATUS_FAULTS.has(order.scenario)) {
    // The provider's status service is down (or slow) for a while, then recovers.
    setTimeout(() => control.setScenario(opened.provider, opened.externalRef, 'success'), 3_000 + randomInt(5_000)).unref();
  }
  for (const sent of completion.callbacks) world.stats.note(`provider callback answered ${sent.httpStatus ?? sent.error}`);
  if (Math.random() < 0.5) {
    const url = new URL(completion.returnUrl);
    await call(world, 'GET /callbacks/{provider}/{attemptId} (browser return)', () => world.app.http.get(`${url.pathname}${url.search}`));
  }
}

async function cancel(world: SoakWorld, merchant: Collector, reference: string, opened?: Opened | null): Promise<void> {
  const res = await retrying(world, 'POST /payments/{reference}/cancel', () =>
    world.app.http.post(`/payments/${reference}/cancel`, { reason: 'soak' }, asKey(merchant.apiKey)),
  );
  if (opened && res.status === 200) world.endedAt.set(opened.externalRef, performance.now());
}

/** A payer paid an order whose ending request had answered `lateMs` before. */
function countLateSuccess(world: SoakWorld, opened: Opened, scenario: ScenarioName, lateMs: number): void {
  const late = world.lateSuccesses;
  if (!getConnector(opened.provider).endOrder) late.providerCannotEnd += 1;
  else if (lateMs <= LATE_AFTER_MS) late.withinOneSecond += 1;
  else if (STATUS_FAULTS.has(scenario)) late.providerDown += 1;
  else {
    late.overOneSecond += 1;
    late.delaysMs.push(Math.round(lateMs));
  }
}

/** The checkout page polls the payment's status until it ends, a few times. */
async function pollStatus(world: SoakWorld, reference: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const res = await call(world, 'GET /checkout/{reference}/status', () => world.app.http.get(`/checkout/${reference}/status`));
    if (res.body?.status && res.body.status !== 'pending') return;
    await sleep(300);
  }
}

/** Runs the schedules every few seconds, as EventBridge would every minute, until `until`. */
async function scheduler(world: SoakWorld, until: () => boolean): Promise<void> {
  while (!until()) {
    for (const job of SCHEDULES) {
      const started = performance.now();
      try {
        await world.app.runSchedule(job);
        world.stats.record(`schedule ${job}`, performance.now() - started, 200, undefined);
      } catch (error) {
        world.stats.record(`schedule ${job}`, performance.now() - started, 500, (error as Error).name);
      }
    }
    await sleep(3_000);
  }
}

export interface LoadOptions {
  seconds: number;
  /** Payers and merchants acting at once on merchant A. */
  concurrency: number;
}

/** The load itself: `concurrency` journeys at once on A, one B journey every 15 s, refunds on A (refunds.ts), the schedules. */
export async function runLoad(world: SoakWorld, { seconds, concurrency }: LoadOptions): Promise<{ seconds: number }> {
  const started = Date.now();
  const over = () => Date.now() - started >= seconds * 1_000;
  const [a, b] = world.merchants as [AuditedMerchant, AuditedMerchant];
  // A payment created to expire ends a minute later, and the drain waits for it: one is created while it
  // would end within the load, or at its start (one on each merchant), never to hold the drain a minute
  // past the load's end doing nothing else.
  const expiryFits = () => Date.now() + EXPIRES_AFTER_MS <= started + seconds * 1_000;
  const planned = (plan: Plan) => (plan === 'expire' && !expiryFits() ? 'abandon' : plan);
  const worker = async (_: unknown, index: number) => {
    for (let first = index === 0; !over(); first = false) {
      try {
        // The first journeys pay at each provider in turn: even a short run reaches all seven.
        await journey(world, a, first ? 'expire' : world.turn < PROVIDER_CODES.length ? 'pay' : planned(weighted(PLANS)));
      } catch (error) {
        world.failures.push(`journey threw: ${(error as Error).stack ?? error}`);
      }
    }
  };
  const slowMerchant = async () => {
    for (let first = true; !over(); first = false) {
      try {
        await journey(world, b, first ? 'expire' : planned(weighted({ pay: 3, cancel_open: 1, expire: 1 })));
      } catch (error) {
        world.failures.push(`journey threw: ${(error as Error).stack ?? error}`);
      }
      const next = Date.now() + 15_000;
      while (!over() && Date.now() < next) await sleep(500);
    }
  };
  await Promise.all([...Array.from({ length: concurrency }, worker), slowMerchant(), scheduler(world, over), refunder(world, over)]);
  return { seconds: (Date.now() - started) / 1_000 };
}

/**
 * After the load: the providers' outages end, late successes fire, payments created to expire
 * pass their time; the schedules and queues run until every attempt a provider paid is recorded
 * as succeeded (or `timeoutMs` passes: the audit then says what is missing).
 */
export async function drain(world: SoakWorld, timeoutMs: number): Promise<{ seconds: number; converged: boolean }> {
  const started = Date.now();
  const { control } = world.app.simulators;
  for (const provider of PROVIDER_CODES) {
    for (const order of control.orders(provider)) if (STATUS_FAULTS.has(order.scenario)) control.setScenario(provider, order.id, 'success');
  }
  const lastExpiry = Math.max(0, ...world.expiring.values());
  const deadline = started + timeoutMs;
  // Late successes report themselves 5 s after their order was created; expiring payments end at expiresAt.
  const waitUntil = Math.min(deadline, Math.max(started + 6_000, lastExpiry + 4_000));
  while (Date.now() < waitUntil) {
    await settleBy(world.app, deadline);
    await sleep(2_000);
  }
  let unsettled = world.attempts;
  while (Date.now() < deadline) {
    await settleBy(world.app, deadline);
    unsettled = await stillUnsettled(world, unsettled);
    if (!unsettled.length) break;
    await sleep(2_000);
  }
  // The queues' backlog (webhook tries above all) drains too, within the deadline: the audit says what is left.
  await settleBy(world.app, Math.max(deadline, Date.now() + 5_000));
  return { seconds: (Date.now() - started) / 1_000, converged: unsettled.length === 0 };
}

/** `settle`, with the expiry sweep, waiting for the queues no later than `deadline`. */
async function settleBy(app: TestApp, deadline: number): Promise<void> {
  await app.runSchedule('payments-expiry');
  const remaining = Math.max(0, deadline - Date.now());
  await Promise.race([settle(app), sleep(remaining)]);
}

/** The attempts a provider paid that the service does not show as succeeded yet. */
async function stillUnsettled(world: SoakWorld, attempts: SoakWorld['attempts']): Promise<SoakWorld['attempts']> {
  const { control } = world.app.simulators;
  const paid = attempts.filter((a) => control.order(a.provider, a.externalRef)?.state === 'paid');
  const out: SoakWorld['attempts'] = [];
  for (const attempt of paid) {
    const res = await world.app.http.get(`/payments/${attempt.reference}/attempts`, asKey(attempt.merchant.apiKey));
    const view = (res.body?.items as Array<{ externalRef: string | null; status: string }> | undefined)?.find((a) => a.externalRef === attempt.externalRef);
    if (view?.status !== 'succeeded') out.push(attempt);
  }
  return out;
}

