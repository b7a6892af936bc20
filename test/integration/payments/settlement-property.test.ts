// Property: whatever the interleaving of payer actions at the provider, callbacks (repeated
// or concurrent), poller runs, expiry and cancel, against the real store and the simulators:
// - a payment that reached a terminal status never changes it again;
// - at most one `payment.succeeded` event exists, and exactly one terminal event per terminal payment;
// - every success the provider reports is recorded on its attempt, and either settles the
//   payment or is raised as `attempt.duplicate_success` (never both, never neither).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProviderCode } from '../../../shared/domain/payments.js';
import { isAppError } from '../../../shared/domain/errors.js';
import { cancelPayment } from '../../../shared/payments/cancel-payment.js';
import { handleProviderCallback, pollAttempt } from '../../../shared/payments/check-attempt.js';
import { createPayment } from '../../../shared/payments/create-payment.js';
import { expirePayment } from '../../../shared/payments/expire-payment.js';
import { openAttempt } from '../../../shared/payments/open-attempt.js';
import { getOrganisation } from '../../../shared/store/organisations-repository.js';
import { getPayment, listAttempts, type AttemptRecord, type PaymentStatus } from '../../../shared/store/payments-repository.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { collectingMerchant, eventsOf, PAYMENT_TEST_ENV, type Collector } from './helpers.js';

const PROVIDERS: ProviderCode[] = ['izi', 'kashy'];

type Op =
  | { kind: 'pay'; attempt: number; outcome: 'success' | 'decline' }
  | { kind: 'callback'; attempt: number }
  | { kind: 'poll'; attempt: number }
  | { kind: 'expire' }
  | { kind: 'cancel' };

const attemptIndex = fc.integer({ min: 0, max: PROVIDERS.length - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), attempt: attemptIndex, outcome: fc.constantFrom('success' as const, 'decline' as const) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('callback' as const), attempt: attemptIndex }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('poll' as const), attempt: attemptIndex }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
);
/** Steps run one after the other; the operations of one step run concurrently. */
const schedule = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 });

let app: TestApp;
let merchant: Collector;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, PROVIDERS);
});

afterAll(async () => {
  await app?.stop();
});

const TERMINAL: readonly PaymentStatus[] = ['succeeded', 'failed', 'expired', 'canceled'];

it('settles every interleaving of callbacks, polls, expiry and cancel into exactly one transition', async () => {
  const organisation = (await getOrganisation(merchant.organisationId))!;
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: PROVIDERS.length }), schedule, async (attemptCount, steps) => {
      const payment = await createPayment({
        organisation,
        amount: 4_200,
        currency: 'TND',
        expiresInMinutes: 30,
        channel: 'api',
        actor: { type: 'system', id: null },
        source: 'system',
      });
      const attempts: AttemptRecord[] = [];
      for (const provider of PROVIDERS.slice(0, attemptCount)) {
        attempts.push((await openAttempt({ reference: payment.reference, provider })).attempt);
      }
      const control = app.simulators.control;
      const orderOf = (i: number) => control.order(attempts[i]!.provider, attempts[i]!.externalRef!)!;

      const run = async (step: Op): Promise<unknown> => {
        if ('attempt' in step && step.attempt >= attempts.length) return undefined;
        switch (step.kind) {
          case 'pay': {
            // A provider ends an order once: the payer acts only on an open order.
            const attempt = attempts[step.attempt]!;
            if (orderOf(step.attempt).state !== 'open') return undefined;
            return control.complete(attempt.provider, attempt.externalRef!, step.outcome);
          }
          case 'callback': {
            const attempt = attempts[step.attempt]!;
            return handleProviderCallback({ provider: attempt.provider, attemptId: attempt.id, request: { method: 'POST', query: {}, headers: {}, body: {} } });
          }
          case 'poll':
            return pollAttempt(payment.reference, attempts[step.attempt]!.id);
          case 'expire':
            return expirePayment(payment.reference, new Date(Date.parse(payment.expiresAt) + 1_000));
          case 'cancel':
            return cancelPayment({
              reference: payment.reference,
              organisationId: payment.organisationId,
              reason: 'property test',
              actor: { type: 'system', id: null },
              source: 'system',
            }).catch((error) => {
              if (isAppError(error) && error.code === 'payment_not_pending') return undefined;
              throw error;
            });
        }
      };

      const observed: PaymentStatus[] = [];
      for (const step of steps) {
        const results = await Promise.allSettled(step.map(run));
        for (const result of results) if (result.status === 'rejected') throw result.reason;
        observed.push((await getPayment(payment.reference))!.status);
      }
      // The provider is asked once more about every attempt, as a last callback would.
      for (const attempt of attempts) {
        await handleProviderCallback({ provider: attempt.provider, attemptId: attempt.id, request: { method: 'GET', query: {}, headers: {}, body: undefined } });
      }
      const final = (await getPayment(payment.reference))!;
      observed.push(final.status);

      // A terminal status never changes.
      const firstTerminal = observed.findIndex((status) => TERMINAL.includes(status));
      if (firstTerminal >= 0) expect(new Set(observed.slice(firstTerminal))).toEqual(new Set([observed[firstTerminal]]));

      // One transition: at most one terminal event, and exactly one when the payment is terminal.
      const events = await eventsOf(payment.reference);
      const terminalEvents = events.filter((e) => e.type !== 'attempt.duplicate_success');
      expect(events.filter((e) => e.type === 'payment.succeeded').length).toBeLessThanOrEqual(1);
      expect(terminalEvents.map((e) => e.type)).toEqual(TERMINAL.includes(final.status) ? [`payment.${final.status}`] : []);

      // Every reported success is recorded, and settles the payment or is raised, once.
      const stored = await listAttempts(payment.reference);
      for (const [i, attempt] of attempts.entries()) {
        const record = stored.find((a) => a.id === attempt.id)!;
        const paidAtProvider = orderOf(i).state === 'paid';
        expect(record.status === 'succeeded').toBe(paidAtProvider);
        if (!paidAtProvider) continue;
        const settled = final.succeededAttemptId === attempt.id && events.some((e) => e.type === 'payment.succeeded' && e.data.attempt?.id === attempt.id);
        const raised = events.filter((e) => e.type === 'attempt.duplicate_success' && e.data.attempt?.id === attempt.id).length;
        expect(settled ? 1 : raised, `attempt ${i} settled=${settled} raised=${raised}`).toBe(1);
        expect(settled && raised).toBeFalsy();
      }
      if (final.status === 'succeeded') expect(orderOf(attempts.findIndex((a) => a.id === final.succeededAttemptId)).state).toBe('paid');
    }),
    { numRuns: 30 },
  );
}, 120_000);
