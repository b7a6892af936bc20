// The machinery every provider simulator shares: one loopback HTTP server, orders kept in memory,
// scenarios and injected faults, the payer's pages, server callbacks and the /__sim/ control API.
// A provider module (../<provider>.ts) only speaks its provider's protocol on top of it.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverCallback } from './callbacks.js';
import { controlRoutes } from './control-routes.js';
import { payerRoutes } from './payer-routes.js';
import type {
  Completion,
  EffectiveState,
  EngineOptions,
  NewOrder,
  OrderState,
  SentCallback,
  SimInstrument,
  SimOrder,
  SimOrderView,
  SimRefund,
  RefundAnswer,
  SimulatorHost,
  SimulatorProtocol,
} from './protocol.js';
import {
  SCENARIO_BEHAVIOURS,
  TEST_CARDS,
  testCardFor,
  type PayerOutcome,
  type ScenarioBehaviour,
  type ScenarioName,
  type RefundScenario,
  type Settlement,
} from './scenarios.js';
import { json, matchPath, readRequest, text, type SimRequest, type SimResponse, type SimRoute } from './sim-http.js';

/** What the control API's `complete` throws for an order its merchant ended: the payer is refused. */
export class OrderEndedByMerchant extends Error {
  constructor(provider: string, orderId: string) {
    super(`${provider} refuses to pay order ${orderId}: its merchant ended it`);
    this.name = 'OrderEndedByMerchant';
  }
}

/** Thrown by a protocol handler through beginInit/beginStatus; the engine answers with the fault. */
class InjectedFault extends Error {
  constructor(
    readonly kind: 'http_503' | 'malformed',
    readonly phase: 'init' | 'status' | 'refund',
  ) {
    super(`injected ${kind} on ${phase}`);
  }
}

/** Session length when the protocol's initiation gives none. */
const DEFAULT_SESSION_MS = 20 * 60_000;

export class SimulatorEngine implements SimulatorHost {
  private readonly orders = new Map<string, SimOrder>();
  private readonly sentCallbacks: SentCallback[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly sleepers = new Set<() => void>();
  private nextScenario: ScenarioName | null = null;
  private nextRefundScenario: RefundScenario | null = null;
  private server: Server | null = null;
  private listeningOrigin: string | null = null;
  private readonly routes: SimRoute[];

  constructor(
    readonly protocol: SimulatorProtocol,
    private readonly options: EngineOptions,
  ) {
    this.routes = [...controlRoutes(this), ...payerRoutes(this), ...protocol.apiRoutes(this)];
  }

  // ---- lifecycle ----------------------------------------------------------------------------

  async start(host: string, port: number): Promise<void> {
    const server = createServer((message, response) => {
      void (async () => {
        const reply = await this.dispatch({ ...(await readRequest(message)), params: {} });
        if (response.destroyed) return;
        response.writeHead(reply.status, reply.headers ?? {});
        response.end(reply.body ?? '');
      })().catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.address() as AddressInfo;
    const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    this.server = server;
    this.listeningOrigin = `http://${hostInUrl}:${address.port}`;
  }

  async stop(): Promise<void> {
    this.clearTimers();
    const server = this.server;
    if (!server) return;
    this.server = null;
    // Slow answers keep sockets open on purpose: close them rather than wait.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get origin(): string {
    if (!this.listeningOrigin) throw new Error(`${this.protocol.provider} simulator is not started`);
    return this.listeningOrigin;
  }

  /** The base URL a connector is given for this simulator. */
  get baseUrl(): string {
    return this.origin + this.protocol.apiBasePath;
  }

  // ---- scenarios and faults, for the protocol handlers ---------------------------------------

  setNextScenario(scenario: ScenarioName): void {
    this.nextScenario = scenario;
  }

  setScenario(orderId: string, scenario: ScenarioName): SimOrder {
    const order = this.requireOrder(orderId);
    order.scenario = scenario;
    return order;
  }

  /** Call at the start of an initiation: takes the next scenario and plays its initiation fault. */
  async beginInit(): Promise<ScenarioName> {
    const scenario = this.nextScenario ?? 'success';
    this.nextScenario = null;
    await this.playFault(SCENARIO_BEHAVIOURS[scenario], 'init');
    return scenario;
  }

  /** Call before answering a status request about `order`: plays the order's status fault. */
  async beginStatus(order: SimOrder | undefined): Promise<void> {
    if (order) await this.playFault(SCENARIO_BEHAVIOURS[order.scenario], 'status');
  }

  private async playFault(behaviour: ScenarioBehaviour, phase: 'init' | 'status'): Promise<void> {
    if (behaviour.fault?.on !== phase) return;
    if (behaviour.fault.kind === 'slow') await this.sleep(this.options.slowMs);
    else throw new InjectedFault(behaviour.fault.kind, phase);
  }

  createOrder(fields: NewOrder, scenario: ScenarioName): SimOrder {
    const now = new Date();
    const behaviour = SCENARIO_BEHAVIOURS[scenario];
    const order: SimOrder = {
      id: fields.id,
      merchantRef: fields.merchantRef,
      amount: fields.amount,
      currency: fields.currency ?? 'TND',
      description: fields.description ?? '',
      returnUrl: fields.returnUrl,
      failUrl: fields.failUrl ?? fields.returnUrl,
      callbackUrl: fields.callbackUrl ?? null,
      language: fields.language ?? 'fr',
      createdAt: now,
      expiresAt: behaviour.sessionExpiredAtStart ? now : (fields.expiresAt ?? new Date(now.getTime() + DEFAULT_SESSION_MS)),
      scenario,
      state: 'open',
      settledAt: null,
      instrument: null,
      approvalCode: null,
      transactionId: null,
      fee: 0,
      duplicateCallbackRequested: false,
      extras: fields.extras ?? {},
      refunds: [],
    };
    this.orders.set(order.id, order);
    if (behaviour.lateSuccess) {
      this.after(this.options.lateSuccessDelayMs, () => {
        if (order.state === 'open') void this.settle(order, 'success');
      });
    }
    return order;
  }

  findOrder(id: string): SimOrder | undefined {
    return this.orders.get(id);
  }

  findOrderWhere(predicate: (order: SimOrder) => boolean): SimOrder | undefined {
    for (const order of this.orders.values()) if (predicate(order)) return order;
    return undefined;
  }

  stateOf(order: SimOrder, now = new Date()): EffectiveState {
    return order.state === 'open' && order.expiresAt.getTime() <= now.getTime() ? 'expired' : order.state;
  }

  /** Random identifiers in the style providers use. */
  randomHex(bytes: number): string {
    return randomBytes(bytes).toString('hex');
  }

  // ---- the payer acting, and the provider telling the merchant --------------------------------

  /**
   * Ends the payment as the payer's action says, sends the server callback(s), and gives the URL
   * the payer's browser goes back to. `expire` ends the session without a payment.
   */
  async settle(order: SimOrder, outcome: PayerOutcome, card?: { number: string; expiry: string }): Promise<Completion> {
    const now = new Date();
    if (outcome === 'expire') {
      if (order.state === 'open' && order.expiresAt > now) order.expiresAt = now;
    } else {
      order.state = STATE_AFTER[outcome];
      order.settledAt = now;
      order.instrument = this.instrumentFor(outcome, card);
      if (outcome === 'success') {
        order.approvalCode = String(100000 + Math.floor(Math.random() * 900000));
        order.transactionId = `TX${this.randomHex(6).toUpperCase()}`;
        order.fee = Math.round(order.amount * 0.015);
      }
    }
    const callbacks = await this.sendCallbacks(order);
    return { order: this.view(order), returnUrl: this.protocol.browserReturn(order, this), callbacks };
  }

  private instrumentFor(outcome: Settlement, card?: { number: string; expiry: string }): SimInstrument {
    if (this.protocol.payerExperience !== 'card') return { kind: 'wallet', maskedAccount: '+216 **** 3456' };
    const number = card?.number ?? testCardFor(outcome).number;
    const known = TEST_CARDS.find((testCard) => testCard.number === number);
    return {
      kind: 'card',
      bin: number.slice(0, 6),
      last4: number.slice(-4),
      brand: known?.brand ?? (number.startsWith('4') ? 'visa' : 'mastercard'),
      expiry: card?.expiry ?? '12/30',
    };
  }

  /** The provider tells the merchant: its callback for the order's new state, once or twice as the scenario says. */
  private async sendCallbacks(order: SimOrder): Promise<SentCallback[]> {
    const callback = order.callbackUrl ? this.protocol.callback(order, this) : null;
    if (!order.callbackUrl || !callback) return [];
    const copies = order.duplicateCallbackRequested ? 2 : SCENARIO_BEHAVIOURS[order.scenario].callbackCopies;
    const sent = await deliverCallback(order.id, order.callbackUrl, callback, copies);
    this.sentCallbacks.push(...sent);
    return sent;
  }

  // ---- control (programmatic and /__sim/) -------------------------------------------------------

  /** Stands in for the payer: settles the order as `outcome` says, or as its scenario says. */
  async complete(orderId: string, outcome?: PayerOutcome): Promise<Completion> {
    const order = this.requireOrder(orderId);
    // As the payer's page does: an order its merchant ended cannot be paid.
    if (order.state === 'canceled') throw new OrderEndedByMerchant(this.protocol.provider, order.id);
    return this.settle(order, outcome ?? SCENARIO_BEHAVIOURS[order.scenario].settlement);
  }

  /**
   * The merchant ends an order through the provider's API (cancel, decline): an order the payer
   * has not paid or refused becomes `canceled` and can no longer be paid; no callback is sent (the
   * merchant asked). Any other order is left as it is.
   */
  endByMerchant(order: SimOrder): 'ended' | 'not_open' {
    const state = this.stateOf(order);
    if (state !== 'open' && state !== 'expired') return 'not_open';
    order.state = 'canceled';
    return 'ended';
  }

  setNextRefundScenario(scenario: RefundScenario): void {
    this.nextRefundScenario = scenario;
  }

  pendingRefundScenario(): RefundScenario | null {
    return this.nextRefundScenario;
  }

  refundedAmount(order: SimOrder): number {
    return order.refunds.filter((refund) => refund.state === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0);
  }

  findRefund(order: SimOrder, idOrMerchantRef: string): SimRefund | undefined {
    return order.refunds.find((refund) => refund.id === idOrMerchantRef || (refund.merchantRef !== null && refund.merchantRef === idOrMerchantRef));
  }

  async refund(order: SimOrder, amount: number, merchantRef: string | null, options: { partial: boolean; synchronous?: boolean } = { partial: true }): Promise<RefundAnswer> {
    const scenario = this.nextRefundScenario ?? 'refund_success';
    this.nextRefundScenario = null;
    if (scenario === 'refund_5xx') throw new InjectedFault('http_503', 'refund');
    if (this.stateOf(order) !== 'paid') return { kind: 'refused', why: 'not_paid' };
    // What is still claimed by pending refunds cannot be refunded twice either.
    const left = order.amount - order.refunds.filter((refund) => refund.state !== 'declined').reduce((sum, refund) => sum + refund.amount, 0);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) return { kind: 'refused', why: 'exceeds' };
    if (!options.partial && amount !== order.amount) return { kind: 'refused', why: 'partial_not_allowed' };
    if (scenario === 'refund_decline') return { kind: 'refund', refund: this.record(order, amount, merchantRef, 'declined') };
    if (scenario === 'refund_pending') {
      const refund = this.record(order, amount, merchantRef, 'pending');
      this.after(this.options.refundSettleDelayMs, () => this.settleRefund(order, refund.id));
      // A protocol whose refund answer has no pending state answers once it is done: late.
      if (options.synchronous) await this.sleep(this.options.slowMs);
      return { kind: 'refund', refund };
    }
    const refund = this.record(order, amount, merchantRef, 'succeeded');
    // The refund is made; only its answer is late.
    if (scenario === 'refund_timeout') await this.sleep(this.options.slowMs);
    return { kind: 'refund', refund };
  }

  /** A pending refund succeeds (its timer, or the control API). */
  settleRefund(order: SimOrder, refundId: string): SimRefund {
    const refund = this.findRefund(order, refundId);
    if (!refund) throw new Error(`${this.protocol.provider} simulator has no refund ${refundId} on order ${order.id}`);
    if (refund.state === 'pending') {
      refund.state = 'succeeded';
      if (this.refundedAmount(order) >= order.amount) order.state = 'refunded';
    }
    return refund;
  }

  private record(order: SimOrder, amount: number, merchantRef: string | null, state: SimRefund['state']): SimRefund {
    const refund: SimRefund = { id: `RF${this.randomHex(8).toUpperCase()}`, merchantRef, amount, state, createdAt: new Date().toISOString() };
    order.refunds.push(refund);
    if (state === 'succeeded' && this.refundedAmount(order) >= order.amount) order.state = 'refunded';
    return refund;
  }

  view(order: SimOrder): SimOrderView {
    return {
      id: order.id,
      merchantRef: order.merchantRef,
      amount: order.amount,
      currency: order.currency,
      state: this.stateOf(order),
      scenario: order.scenario,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      settledAt: order.settledAt?.toISOString() ?? null,
      payerPageUrl: this.protocol.payerPageUrl(order, this),
      returnUrl: order.returnUrl,
      callbackUrl: order.callbackUrl,
      extras: { ...order.extras },
      refundedAmount: this.refundedAmount(order),
      refunds: order.refunds.map((refund) => ({ ...refund })),
    };
  }

  listOrders(): SimOrderView[] {
    return [...this.orders.values()].map((order) => this.view(order));
  }

  callbacks(): SentCallback[] {
    return [...this.sentCallbacks];
  }

  pendingScenario(): ScenarioName | null {
    return this.nextScenario;
  }

  reset(): void {
    this.clearTimers();
    this.orders.clear();
    this.sentCallbacks.length = 0;
    this.nextScenario = null;
    this.nextRefundScenario = null;
  }

  requireOrder(orderId: string): SimOrder {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`${this.protocol.provider} simulator has no order ${orderId}`);
    return order;
  }

  // ---- HTTP ------------------------------------------------------------------------------------

  private async dispatch(request: SimRequest): Promise<SimResponse> {
    for (const route of this.routes) {
      if (route.method !== request.method) continue;
      const params = matchPath(route.path, request.path);
      if (!params) continue;
      try {
        return await route.handle({ ...request, params });
      } catch (error) {
        if (error instanceof InjectedFault) return faultResponse(error);
        return text(500, `Simulator error: ${(error as Error).message}`);
      }
    }
    return json(404, { error: 'not_found', message: `No ${this.protocol.displayName} simulator route for ${request.method} ${request.path}` });
  }

  // ---- timers ------------------------------------------------------------------------------------

  /** A delay that ends early when the simulator stops, so that a slow answer never outlives it. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.timers.delete(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.timers.add(timer);
      this.sleepers.add(wake);
    });
  }

  private after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private clearTimers(): void {
    for (const wake of [...this.sleepers]) wake();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

const STATE_AFTER: Record<Settlement, OrderState> = {
  success: 'paid',
  decline: 'declined',
  insufficient_funds: 'insufficient_funds',
  card_expired: 'card_expired',
};

/** What a load balancer or a broken provider would answer. */
function faultResponse(fault: InjectedFault): SimResponse {
  if (fault.kind === 'http_503') {
    return text(503, '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>', 'text/html; charset=utf-8');
  }
  return fault.phase === 'init'
    ? text(200, '{"orderId":"4f1c', 'application/json; charset=utf-8')
    : json(200, { unexpected: 'shape', note: 'sandbox malformed answer' });
}
