// The one shape of the simulated providers that speak JSON over REST (the four whose protocol is
// assumed, and Flouci): an init call that creates an order and answers where to send the payer, a
// status call by the order's id, the hosted payment page, a server callback that names the order,
// and the payer's return with the order's id in its query; for the assumed four also the merchant's
// cancel and refunds of an order (merchant-cancel.ts) and a merchant read that proves the
// credentials. Each call takes its steps in one order for every provider (the init: the scenario's
// fault, the credentials, the body; the status: the credentials, the order's fault). What differs
// per provider (paths, credentials, field names, status words, error bodies, answers) is declared
// in its module, as its connector is declared on shared/connectors/assumed/template.ts.
import type { ProviderCode } from '../../../../shared/domain/payments.js';
import { merchantActionRoutes } from './merchant-cancel.js';
import type { EffectiveState, NewOrder, PayerExperience, PayerPageRoute, SimOrder, SimulatorHost, SimulatorProtocol } from './protocol.js';
import { json, parseJsonBody, withQuery, type SimRequest, type SimResponse, type SimRoute } from './sim-http.js';

type JsonBody = Record<string, unknown>;

/** A string field, or undefined. */
const stringField = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An ISO date field, or undefined when absent or not a date. */
function dateField(value: unknown): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** The provider's status words: of an order open, paid, expired, failed, canceled by its merchant, refunded (default: as canceled). */
export interface StatusVocabulary {
  open: string;
  paid: string;
  expired: string;
  failed: string;
  canceled: string;
  refunded?: string;
}

/** Which status word tells each state of an order. */
const STATUS_OF: Record<EffectiveState, keyof StatusVocabulary> = {
  open: 'open',
  paid: 'paid',
  expired: 'expired',
  declined: 'failed',
  insufficient_funds: 'failed',
  card_expired: 'failed',
  canceled: 'canceled',
  refunded: 'refunded',
};

/** An order's state, and its status and reason in the provider's words. */
export interface StatusWords {
  state: EffectiveState;
  status: string;
  reason: string | undefined;
}

/** The names of the init body's fields that the order keeps. */
export interface InitFields {
  merchantRef: string;
  description?: string;
  /** Required, unless `create.defaultReturnUrl` is declared. */
  returnUrl: string;
  /** Where the payer goes back after a failure (required when named); without it, the return URL. */
  failUrl?: string;
  callbackUrl: string;
  language?: string;
  /** The end of the payer's session, an ISO date. */
  expiresAt?: string;
  /** The length of the payer's session, in seconds. */
  sessionSeconds?: string;
}

export interface SimulatorTemplate {
  provider: ProviderCode;
  displayName: string;
  payerExperience: PayerExperience;
  /** Path of the API under the server's origin (the connector's base URL). */
  apiBasePath: string;
  sandboxCredentials: Record<string, string>;
  /** Whether the request carries the sandbox's credentials; `unauthorized` is the provider's answer when it does not. */
  authenticated(request: SimRequest): boolean;
  unauthorized(): SimResponse;
  /**
   * The refusal of good credentials used for another merchant, when the protocol names the
   * merchant in its paths, or null: on the init, status and merchant read (the merchant's actions
   * answer `unauthorized` to it).
   */
  forbidden?(request: SimRequest): SimResponse | null;
  /** The provider's answer to an invalid request, and to a request about an order it does not know. */
  invalid(message: string): SimResponse;
  notFound(): SimResponse;
  /** The init call: its path, the body's field names, a further check of the body (before the return URLs'), the order's id and extras, the answer. */
  create: {
    path: string;
    fields: InitFields;
    check?(body: JsonBody): string | undefined;
    /** Where the payer goes back when the body names no return URL (else the return URL is required). */
    defaultReturnUrl?(sim: SimulatorHost): string;
    id(sim: SimulatorHost): string;
    extras?(sim: SimulatorHost): Record<string, string>;
    created(order: SimOrder, payerPageUrl: string): SimResponse;
  };
  /** The status call (`:id` names the order), its words, and its answer's body. */
  status: {
    path: string;
    words: StatusVocabulary;
    /** The reason given with the status, by state. */
    reasons: Partial<Record<EffectiveState, string>>;
    body(order: SimOrder, words: StatusWords): Record<string, unknown>;
  };
  /**
   * The merchant's cancel and refunds of an order, under the status path (merchant-cancel.ts):
   * their answer about the order names its id, status and reason as `answer` says.
   */
  merchantActions?: { answer: { id: string; status: string; reason: string }; refunds?: { partial: boolean } };
  /** The merchant read that proves the credentials: its path and answer. */
  merchant?: { path: string; body: Record<string, unknown> };
  /** The payer's page: its path with `:id`, or a page found otherwise, with its URL. */
  payerPage: string | (PayerPageRoute & { url(order: SimOrder, sim: SimulatorHost): string });
  /** The JSON body of the server callback about the order, or null when none is sent in its state. */
  callback(order: SimOrder, words: StatusWords): unknown;
  /** The query parameter naming the order on the payer's return (to the fail URL unless the order is paid). */
  returnQuery: string;
  /** The protocol's other calls. */
  routes?(sim: SimulatorHost): SimRoute[];
}

/** The simulator of a provider declared on the template. */
export function simulatorOn(template: SimulatorTemplate): SimulatorProtocol {
  const { create, status, merchant } = template;
  const authProblem = (request: SimRequest) =>
    template.authenticated(request) ? (template.forbidden?.(request) ?? null) : template.unauthorized();

  const wordsOf = (sim: SimulatorHost, order: SimOrder): StatusWords => {
    const state = sim.stateOf(order);
    return { state, status: status.words[STATUS_OF[state]] ?? status.words.canceled, reason: status.reasons[state] };
  };

  const payerPage = typeof template.payerPage === 'string' ? pageById(template.payerPage) : template.payerPage;

  async function createOrder(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
    const scenario = await sim.beginInit();
    const refused = authProblem(request);
    if (refused) return refused;
    const body = (parseJsonBody(request) ?? {}) as JsonBody;
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) {
      return template.invalid('amount must be a positive integer (millimes)');
    }
    const problem = create.check?.(body) ?? missingReturnUrls(body);
    if (problem) return template.invalid(problem);
    const order = sim.createOrder(newOrder(sim, body, body.amount), scenario);
    return create.created(order, payerPage.url(order, sim));
  }

  function missingReturnUrls(body: JsonBody): string | undefined {
    if (create.defaultReturnUrl) return undefined;
    const required = [create.fields.returnUrl, ...(create.fields.failUrl ? [create.fields.failUrl] : [])];
    if (required.every((name) => typeof body[name] === 'string')) return undefined;
    return `${required.join(' and ')} ${required.length > 1 ? 'are' : 'is'} required`;
  }

  function newOrder(sim: SimulatorHost, body: JsonBody, amount: number): NewOrder {
    const { fields } = create;
    const seconds = fields.sessionSeconds ? body[fields.sessionSeconds] : undefined;
    return {
      id: create.id(sim),
      merchantRef: String(body[fields.merchantRef] ?? ''),
      amount,
      description: fields.description ? stringField(body[fields.description]) : undefined,
      returnUrl: stringField(body[fields.returnUrl]) ?? create.defaultReturnUrl?.(sim) ?? '',
      failUrl: fields.failUrl ? stringField(body[fields.failUrl]) : undefined,
      callbackUrl: stringField(body[fields.callbackUrl]) ?? null,
      language: fields.language ? stringField(body[fields.language]) : undefined,
      // Without either, the session lasts the engine's default 20 minutes.
      expiresAt: fields.expiresAt
        ? dateField(body[fields.expiresAt])
        : typeof seconds === 'number'
          ? new Date(Date.now() + seconds * 1000)
          : undefined,
      extras: create.extras?.(sim),
    };
  }

  async function readOrder(sim: SimulatorHost, request: SimRequest): Promise<SimResponse> {
    const refused = authProblem(request);
    if (refused) return refused;
    const order = sim.findOrder(request.params.id ?? '');
    await sim.beginStatus(order);
    if (!order) return template.notFound();
    return json(200, status.body(order, wordsOf(sim, order)));
  }

  function actionRoutes(sim: SimulatorHost, actions: NonNullable<SimulatorTemplate['merchantActions']>): SimRoute[] {
    const { answer } = actions;
    return merchantActionRoutes(sim, {
      path: status.path,
      authenticated: (request) => authProblem(request) === null,
      unauthorized: template.unauthorized,
      notFound: template.notFound,
      statusBody: (order) => {
        const words = wordsOf(sim, order);
        return { [answer.id]: order.id, [answer.status]: words.status, ...(words.reason && { [answer.reason]: words.reason }) };
      },
      refunds: actions.refunds && { partial: actions.refunds.partial, invalid: template.invalid },
    });
  }

  const merchantRead = (merchant: NonNullable<SimulatorTemplate['merchant']>): SimRoute => ({
    method: 'GET',
    path: merchant.path,
    handle: (request) => authProblem(request) ?? json(200, merchant.body),
  });

  return {
    provider: template.provider,
    displayName: template.displayName,
    payerExperience: template.payerExperience,
    apiBasePath: template.apiBasePath,
    sandboxCredentials: template.sandboxCredentials,
    apiRoutes: (sim) => [
      { method: 'POST', path: create.path, handle: (request) => createOrder(sim, request) },
      { method: 'GET', path: status.path, handle: (request) => readOrder(sim, request) },
      ...(template.merchantActions ? actionRoutes(sim, template.merchantActions) : []),
      ...(merchant ? [merchantRead(merchant)] : []),
      ...(template.routes?.(sim) ?? []),
    ],
    payerPages: [{ path: payerPage.path, orderFor: payerPage.orderFor }],
    payerPageUrl: payerPage.url,
    callback: (order, sim) => {
      const body = template.callback(order, wordsOf(sim, order));
      return body === null ? null : { contentType: 'application/json', body: JSON.stringify(body) };
    },
    browserReturn: (order, sim) =>
      withQuery(sim.stateOf(order) === 'paid' ? order.returnUrl : order.failUrl, { [template.returnQuery]: order.id }),
  };
}

/** A payer page at `path`, whose `:id` is the order's id. */
function pageById(path: string): PayerPageRoute & { url(order: SimOrder, sim: SimulatorHost): string } {
  return {
    path,
    orderFor: (request, sim) => sim.findOrder(request.params.id ?? ''),
    url: (order, sim) => `${sim.origin}${path.replace(':id', encodeURIComponent(order.id))}`,
  };
}
