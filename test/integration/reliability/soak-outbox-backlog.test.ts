// Found by the soak (soak.test.ts, `npm run soak`): with more than one page (200) of pending outbox
// events, the relay paged with the API's signed cursors, whose key needs KMS, which the relay may
// not use; on AWS it would have failed exactly when a backlog needs it. The relay hands over a
// backlog of 450 events in one run, using nothing it did not declare.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newOutboxEvent, REDISPATCH_AFTER_MS } from '../../../shared/store/outbox-repository.js';
import { db } from '../../../shared/store/client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const BACKLOG = 450;

let app: TestApp;
beforeAll(async () => {
  // No workers: the events stay pending, as behind a stalled queue.
  app = await startTestApp({ runWorkers: false });
});
afterAll(async () => {
  await app?.stop();
});

it(`hands over a backlog of ${BACKLOG} pending events (several pages) without a KMS grant`, async () => {
  const lost = new Date(Date.now() - 2 * REDISPATCH_AFTER_MS);
  const events = Array.from({ length: BACKLOG }, () => newOutboxEvent('email.send', { to: 'payer@example.tn', subject: 'x', text: 'y' }, lost));
  for (let i = 0; i < events.length; i += 100) {
    await db().send(new TransactWriteCommand({ TransactItems: events.slice(i, i + 100).map((e) => ({ Put: e.put })) }));
  }
  const result = await app.runSchedule('outbox-relay');
  expect(app.refusedResourceUses).toEqual([]);
  expect(result).toEqual({ dispatched: BACKLOG });
}, 120_000);
