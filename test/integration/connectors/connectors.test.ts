// Each of the seven connectors against its sandbox simulator on a free loopback port: the code
// that would run against the provider, through every scenario the simulators offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel, setLogSink, type LogSink } from '../../../shared/log/logger.js';
import {
  ProviderError,
  type AttemptOutcome,
  type ConnectorContext,
  type InitiateInput,
  type InitiateResult,
} from '../../../shared/connectors/payment-connector.js';
import { getConnector } from '../../../shared/connectors/registry.js';
import { startSimulators, type RunningSimulators, type ScenarioName } from '../../../lib/local/simulators/index.js';
import {
  ALL_SECRETS,
  PROVIDER_CASES,
  WRONG_SECRET,
  closedBaseUrl,
  newAttempt,
  payerAction,
  payerPageUrl,
  startMerchantReceiver,
  type ProviderCase,
} from './support.js';

/** Short, so that time-out scenarios stay quick; the simulators' slow answers take longer. */
const SHORT_TIMEOUT_MS = 150;

let simulators: RunningSimulators;
let receiver: Awaited<ReturnType<typeof startMerchantReceiver>>;
let previousLogSink: LogSink;
const logLines: string[] = [];
/** Everything a connector handed back (results, errors): checked for secrets at the end. */
const seen: string[] = [];

beforeAll(async () => {
  // The transport's log lines tell how often a call was sent; they are also checked for secrets.
  setLogLevel('info');
  previousLogSink = setLogSink((line) => logLines.push(line));
  simulators = await startSimulators({ host: '127.0.0.1', slowMs: 1_500, lateSuccessDelayMs: 60_000 });
  receiver = await startMerchantReceiver();
});

afterAll(async () => {
  setLogSink(previousLogSink);
  await simulators?.stop();
  await receiver?.stop();
});

describe.each(PROVIDER_CASES)('$code connector against its simulator', (providerCase: ProviderCase) => {
  const { code } = providerCase;
  const connector = getConnector(code);

  const context = (overrides: Partial<ConnectorContext> = {}): ConnectorContext => ({
    environment: 'sandbox',
    credentials: providerCase.credentials,
    baseUrl: simulators.urls[code],
    timeoutMs: 2_000,
    // Two repeats as in production, with a shorter back-off.
    retryDelaysMs: [5, 10],
    ...overrides,
  });

  const record = <T>(value: T): T => {
    seen.push(JSON.stringify(value));
    return value;
  };

  async function initiate(scenario?: ScenarioName): Promise<{ input: InitiateInput; result: InitiateResult }> {
    if (scenario) simulators.control.setNextScenario(code, scenario);
    const input = newAttempt(code, receiver.url);
    return { input, result: record(await connector.initiate(context(), input)) };
  }

  async function status(input: InitiateInput, result: InitiateResult, options: { deadlinePassed?: boolean } = {}): Promise<AttemptOutcome> {
    const outcome = await connector.fetchStatus(context(), {
      externalRef: result.externalRef,
      attemptId: input.attemptId,
      reference: input.reference,
      amount: input.amount,
      expiresAt: options.deadlinePassed ? new Date(Date.now() - 1_000) : input.expiresAt,
    });
    return record(outcome);
  }

  async function providerErrorOf(promise: Promise<unknown>): Promise<ProviderError> {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ProviderError);
    seen.push(JSON.stringify(error), (error as Error).message);
    return error as ProviderError;
  }

  /** The tries the transport logged as failed since `fromLine`: how often a call was sent. */
  const failedTries = (fromLine: number) =>
    logLines
      .slice(fromLine)
      .map((line) => JSON.parse(line) as { message: string; provider?: string; try?: number })
      .filter((entry) => entry.message === 'provider call failed' && entry.provider === code)
      .map((entry) => entry.try);

  const callbacksFor = (input: InitiateInput) =>
    receiver.requests.filter((request) => request.path === new URL(input.callbackUrl).pathname && request.method === 'POST');

  // ---- credentials --------------------------------------------------------------------------

  it('accepts the sandbox credentials and names the public identifier', async () => {
    expect(record(await connector.verifyCredentials(context()))).toEqual({
      ok: true,
      publicIdentifier: providerCase.credentials[providerCase.publicField],
    });
  });

  it('reports refused credentials with a readable reason that holds no secret', async () => {
    const refused = { ...providerCase.credentials, [providerCase.secretField]: WRONG_SECRET };
    const check = record(await connector.verifyCredentials(context({ credentials: refused })));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/refused/i);

    const error = await providerErrorOf(connector.initiate(context({ credentials: refused }), newAttempt(code, receiver.url)));
    expect(error.transient).toBe(false);
  });

  it('reports credentials that do not fit the schema without calling the provider', async () => {
    const check = await connector.verifyCredentials(context({ credentials: {} }));
    expect(check).toMatchObject({ ok: false });
  });

  // ---- initiation and outcomes ------------------------------------------------------------------

  it(`initiates an attempt of kind ${providerCase.kind}, pending until the payer acts`, async () => {
    const { input, result } = await initiate();
    expect(result.kind).toBe(providerCase.kind);
    expect(result.externalRef).toEqual(expect.any(String));
    expect(payerPageUrl(result).startsWith(new URL(simulators.urls[code]).origin)).toBe(true);
    if (result.kind === 'qr') expect(result.qr.codePay).toMatch(/^\d{6}$/);
    if (result.kind === 'form') expect(result.form.method).toBe('GET');
    expect((await status(input, result)).status).toBe('pending');
  });

  it('reports a success with its masked instrument and authorisation', async () => {
    const { input, result } = await initiate('success');
    await simulators.control.complete(code, result.externalRef);
    const outcome = await status(input, result);

    expect(outcome).toMatchObject({ status: 'succeeded', failureCode: null, paidAmount: 12500 });
    const { success } = providerCase;
    expect(outcome.authorizationCode === null).toBe(!success.authorizationCode);
    expect(outcome.providerFee === null).toBe(!success.fee);
    if (success.instrumentType) {
      expect(outcome.instrument).toMatchObject({ type: success.instrumentType, last4: success.last4 });
      expect(outcome.instrument?.maskedId).not.toMatch(/\d{11,}/);
    } else {
      expect(outcome.instrument).toBeNull();
    }
  });

  it.each([
    ['decline', 'declined'],
    ['insufficient_funds', 'insufficient_funds'],
  ] as const)('reports the %s scenario as failed/%s', async (scenario, failureCode) => {
    const { input, result } = await initiate(scenario);
    await simulators.control.complete(code, result.externalRef);
    expect(await status(input, result)).toMatchObject({ status: 'failed', failureCode });
  });

  it('reports an expired session', async () => {
    const { input, result } = await initiate('session_expired');
    expect(await status(input, result, { deadlinePassed: true })).toMatchObject({ status: 'expired', failureCode: 'session_expired' });
    // The payer never pays in this scenario: completing it only confirms the expiry.
    await simulators.control.complete(code, result.externalRef);
    expect((await status(input, result, { deadlinePassed: true })).status).toBe('expired');
  });

  it('reports a success that arrives after the session expired', async () => {
    const { input, result } = await initiate('late_success');
    expect((await status(input, result, { deadlinePassed: true })).status).toBe('expired');
    await simulators.control.complete(code, result.externalRef);
    expect((await status(input, result, { deadlinePassed: true })).status).toBe('succeeded');
  });

  it('reads the same externalRef from a callback sent twice', async () => {
    const { input, result } = await initiate('duplicate_callback');
    const completion = await simulators.control.complete(code, result.externalRef);
    expect(completion.callbacks.map((callback) => callback.httpStatus)).toEqual([200, 200]);

    const received = callbacksFor(input);
    expect(received).toHaveLength(2);
    const hints = received.map((request) => record(connector.readCallback(request)));
    expect(hints[0]).toEqual(hints[1]);
    expect(hints[0]?.externalRef).toBe(result.externalRef);
    expect((await status(input, result)).status).toBe('succeeded');
  });

  // ---- the payer's pages ----------------------------------------------------------------------

  it('serves an accessible payer page that says it is a sandbox simulator, then sends the browser back', async () => {
    const { input, result } = await initiate();
    const page = await fetch(payerPageUrl(result));
    const markup = await page.text();
    expect(page.status).toBe(200);
    expect(markup).toContain(`Sandbox simulator of`);
    expect(markup).toMatch(/<html lang="en">/);
    expect(markup).toMatch(/<h1>/);

    const pay = await fetch(payerPageUrl(result), {
      method: 'POST',
      body: new URLSearchParams(payerAction(providerCase.payer, 'success')),
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    const back = new URL(pay.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(input.returnUrl);

    // The browser return names the attempt (or, for MPGS, carries the success indicator); the status decides.
    const hint = record(connector.readCallback({ method: 'GET', query: Object.fromEntries(back.searchParams), headers: {}, body: undefined }));
    if (code === 'mpgs_poste') {
      expect(hint.hints?.resultIndicator).toBe((result.raw as { successIndicator: string }).successIndicator);
    } else {
      expect(hint.externalRef).toBe(result.externalRef);
    }
    expect(callbacksFor(input)).toHaveLength(1);
    expect((await status(input, result)).status).toBe('succeeded');
  });

  it.each(
    providerCase.payer === 'card'
      ? ([
          ['decline', 'declined'],
          ['insufficient_funds', 'insufficient_funds'],
          ['card_expired', 'card_expired'],
        ] as const)
      : ([
          ['decline', 'declined'],
          ['insufficient_funds', 'insufficient_funds'],
        ] as const),
  )('lets the payer page end the payment as %s', async (ending, failureCode) => {
    const { input, result } = await initiate();
    const pay = await fetch(payerPageUrl(result), {
      method: 'POST',
      body: new URLSearchParams(payerAction(providerCase.payer, ending)),
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    expect(await status(input, result)).toMatchObject({ status: 'failed', failureCode });
  });

  it('lets the payer page expire the session', async () => {
    const { input, result } = await initiate();
    const expire = await fetch(payerPageUrl(result), { method: 'POST', body: new URLSearchParams({ action: 'expire' }), redirect: 'manual' });
    expect(expire.status).toBe(303);
    expect(await status(input, result, { deadlinePassed: true })).toMatchObject({ status: 'expired', failureCode: 'session_expired' });
  });

  if (providerCase.payer === 'card') {
    it('refuses an invalid card number on the card page and says why', async () => {
      const { result } = await initiate();
      const answer = await fetch(payerPageUrl(result), {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay', cardNumber: '4509211111111118', expiry: '12/34', cvc: '123' }),
        redirect: 'manual',
      });
      expect(answer.status).toBe(422);
      const markup = await answer.text();
      expect(markup).toContain('aria-invalid="true"');
      expect(markup).toContain('role="alert"');
    });
  }

  // ---- provider failures ------------------------------------------------------------------------

  it('reports an initiation answered 503 as a transient ProviderError', async () => {
    simulators.control.setNextScenario(code, 'init_5xx');
    const fromLine = logLines.length;
    const error = await providerErrorOf(connector.initiate(context(), newAttempt(code, receiver.url)));
    expect(error).toMatchObject({ providerErrorCode: 'http_503', transient: true });
    // The provider may have processed it: never sent again.
    expect(failedTries(fromLine)).toEqual([1]);
  });

  it('reports status requests answered 503 as transient, and reads the status once the provider recovers', async () => {
    const { input, result } = await initiate('status_5xx');
    const fromLine = logLines.length;
    const error = await providerErrorOf(status(input, result));
    expect(failedTries(fromLine)).toEqual([1, 2, 3]);
    expect(error).toMatchObject({ providerErrorCode: 'http_503', transient: true });
    simulators.control.setScenario(code, result.externalRef, 'success');
    expect((await status(input, result)).status).toBe('pending');
  });

  it('gives up a slow initiation at the time-out, without sending it again', async () => {
    simulators.control.setNextScenario(code, 'init_slow');
    const fromLine = logLines.length;
    const error = await providerErrorOf(connector.initiate(context({ timeoutMs: SHORT_TIMEOUT_MS }), newAttempt(code, receiver.url)));
    expect(error).toMatchObject({ providerErrorCode: 'timeout', transient: true });
    expect(failedTries(fromLine)).toEqual([1]);
  });

  it('gives up a slow status request at the time-out, after repeating it', async () => {
    const { input, result } = await initiate('status_slow');
    const fromLine = logLines.length;
    const error = await providerErrorOf(
      connector.fetchStatus(context({ timeoutMs: SHORT_TIMEOUT_MS }), {
        externalRef: result.externalRef,
        attemptId: input.attemptId,
        reference: input.reference,
        amount: input.amount,
      }),
    );
    expect(error).toMatchObject({ providerErrorCode: 'timeout', transient: true });
    expect(failedTries(fromLine)).toEqual([1, 2, 3]);
  });

  it('reports malformed answers as malformed_response', async () => {
    simulators.control.setNextScenario(code, 'init_malformed');
    expect((await providerErrorOf(connector.initiate(context(), newAttempt(code, receiver.url)))).providerErrorCode).toBe('malformed_response');

    const { input, result } = await initiate('status_malformed');
    expect((await providerErrorOf(status(input, result))).providerErrorCode).toBe('malformed_response');
  });

  it('reports a provider that is down as connection_refused', async () => {
    const down = context({ baseUrl: await closedBaseUrl() });
    const input = newAttempt(code, receiver.url);
    const query = { externalRef: 'any', attemptId: input.attemptId, reference: input.reference, amount: input.amount };
    const calls = [() => connector.initiate(down, input), () => connector.fetchStatus(down, query), () => connector.verifyCredentials(down)];
    for (const call of calls) {
      const fromLine = logLines.length;
      expect(await providerErrorOf(call())).toMatchObject({ providerErrorCode: 'connection_refused', transient: true });
      // Nothing reached the provider, so even the initiation may be sent again.
      expect(failedTries(fromLine)).toEqual([1, 2, 3]);
    }
  });

  // ---- secrets ------------------------------------------------------------------------------------

  it('never shows a credential secret in a raw payload, a result, an error message or a log line', () => {
    expect(seen.length).toBeGreaterThan(10);
    const everything = [...seen, ...logLines].join('\n');
    for (const secret of ALL_SECRETS) expect(everything).not.toContain(secret);
  });
});
