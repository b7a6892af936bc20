// Starts the sandbox simulators of all seven providers, one loopback HTTP server each, and gives
// their base URLs (the value of PROVIDER_SANDBOX_URLS) and one control API over all of them.
import { clictopaySimulator } from './clictopay.js';
import { endaTaoSimulator } from './enda_tao.js';
import { flouciSimulator } from './flouci.js';
import { iziSimulator } from './izi.js';
import { kashySimulator } from './kashy.js';
import { mpgsPosteSimulator } from './mpgs_poste.js';
import { PROVIDER_CODES, type ProviderCode } from '../../../shared/domain/payments.js';
import { pluxeeSimulator } from './pluxee.js';
import { SimulatorEngine } from './kit/engine.js';
import type { Completion, SentCallback, SimOrderView, SimulatorProtocol } from './kit/protocol.js';
import type { PayerOutcome, RefundScenario, ScenarioName } from './kit/scenarios.js';

export { SCENARIOS, PAYER_OUTCOMES, REFUND_SCENARIOS, TEST_CARDS, type ScenarioName, type PayerOutcome, type RefundScenario, type TestCard } from './kit/scenarios.js';
export type { Completion, SentCallback, SimOrderView } from './kit/protocol.js';

const PROTOCOLS: Record<ProviderCode, () => SimulatorProtocol> = {
  clictopay: clictopaySimulator,
  flouci: flouciSimulator,
  izi: iziSimulator,
  mpgs_poste: mpgsPosteSimulator,
  pluxee: pluxeeSimulator,
  kashy: kashySimulator,
  enda_tao: endaTaoSimulator,
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export interface StartSimulatorsOptions {
  /** Loopback only: the simulators accept any payment and must never face a network. */
  host: '127.0.0.1' | '::1' | 'localhost';
  /** Fixed ports per provider; 0 or absent picks a free port. */
  ports?: Partial<Record<ProviderCode, number>>;
  /** Delay of the `*_slow` scenarios; past the connector's default 10 s time-out by default. */
  slowMs?: number;
  /** Delay after which a `late_success` order reports success on its own. */
  lateSuccessDelayMs?: number;
  /** Delay after which a pending refund (`refund_pending`) succeeds on its own; 3 s by default. */
  refundSettleDelayMs?: number;
}

/** Drives the simulators from code; the same operations exist over HTTP under each simulator's /__sim/. */
export interface SimulatorControl {
  /** The scenario of the provider's next initiation (consumed by it). */
  setNextScenario(provider: ProviderCode, scenario: ScenarioName): void;
  /** Changes the scenario of an existing order (for example to stop its status faults). */
  setScenario(provider: ProviderCode, externalRef: string, scenario: ScenarioName): void;
  /**
   * Acts as the payer without a browser: settles the order as `outcome` says (or as its scenario
   * says), sends the server callback(s) and returns where the browser would have gone back to.
   */
  complete(provider: ProviderCode, externalRef: string, outcome?: PayerOutcome): Promise<Completion>;
  order(provider: ProviderCode, externalRef: string): SimOrderView | undefined;
  orders(provider: ProviderCode): SimOrderView[];
  /** Server callbacks sent so far, with the answer each got. */
  callbacks(provider: ProviderCode): SentCallback[];
  /** The refund scenario of the provider's next refund (consumed by it). */
  setNextRefundScenario(provider: ProviderCode, scenario: RefundScenario): void;
  /** A pending refund of an order succeeds now (by the provider's refund id or the merchant's reference). */
  settleRefund(provider: ProviderCode, externalRef: string, refundId: string): void;
  /** Forgets orders, callbacks and pending scenarios (of one provider, or all). */
  reset(provider?: ProviderCode): void;
}

export interface RunningSimulators {
  /** Base URL per provider, ready for PROVIDER_SANDBOX_URLS (`JSON.stringify(urls)`). */
  urls: Record<ProviderCode, string>;
  control: SimulatorControl;
  stop(): Promise<void>;
}

export async function startSimulators(options: StartSimulatorsOptions): Promise<RunningSimulators> {
  if (!LOOPBACK_HOSTS.has(options.host)) throw new Error(`Simulators listen on loopback only, not on ${options.host}`);
  const engineOptions = {
    slowMs: options.slowMs ?? 15_000,
    lateSuccessDelayMs: options.lateSuccessDelayMs ?? 5_000,
    refundSettleDelayMs: options.refundSettleDelayMs ?? 3_000,
  };
  const engines = Object.fromEntries(
    PROVIDER_CODES.map((code) => [code, new SimulatorEngine(PROTOCOLS[code](), engineOptions)]),
  ) as Record<ProviderCode, SimulatorEngine>;

  const started: SimulatorEngine[] = [];
  try {
    for (const code of PROVIDER_CODES) {
      await engines[code].start(options.host, options.ports?.[code] ?? 0);
      started.push(engines[code]);
    }
  } catch (error) {
    await Promise.all(started.map((engine) => engine.stop()));
    throw error;
  }

  const urls = Object.fromEntries(PROVIDER_CODES.map((code) => [code, engines[code].baseUrl])) as Record<ProviderCode, string>;
  const control: SimulatorControl = {
    setNextScenario: (provider, scenario) => engines[provider].setNextScenario(scenario),
    setScenario: (provider, externalRef, scenario) => void engines[provider].setScenario(externalRef, scenario),
    complete: (provider, externalRef, outcome) => engines[provider].complete(externalRef, outcome),
    order: (provider, externalRef) => {
      const order = engines[provider].findOrder(externalRef);
      return order && engines[provider].view(order);
    },
    orders: (provider) => engines[provider].listOrders(),
    callbacks: (provider) => engines[provider].callbacks(),
    setNextRefundScenario: (provider, scenario) => engines[provider].setNextRefundScenario(scenario),
    settleRefund: (provider, externalRef, refundId) => void engines[provider].settleRefund(engines[provider].requireOrder(externalRef), refundId),
    reset: (provider) => {
      for (const code of provider ? [provider] : PROVIDER_CODES) engines[code].reset();
    },
  };
  return { urls, control, stop: async () => void (await Promise.all(started.map((engine) => engine.stop()))) };
}
