import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOutbox } from '../../../shared/outbox/outbox.js';
import { claimOutboxEvent, dueOutboxEvents, failOutboxEvent, getOutboxEvent, newOutboxEvent, REDISPATCH_AFTER_MS, retryDelaySeconds } from '../../../shared/store/outbox-repository.js';
import { db, tableName } from '../../../shared/store/client.js';
import { keys } from '../../../shared/store/keys.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let app: TestApp;
let sqs: SQSClient;
beforeAll(async () => {
  app = await startTestApp({ visibilityTimeoutSeconds: 1 });
  sqs = new SQSClient({ endpoint: process.env.SQS_ENDPOINT, region: process.env.AWS_REGION });
});
afterAll(async () => {
  sqs?.destroy();
  await app?.stop();
});

async function commit(event: ReturnType<typeof newOutboxEvent>) {
  await db().send(new TransactWriteCommand({ TransactItems: [{ Put: event.put }] }));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('outbox', () => {
  it('sends an email through the queue worker and keeps only a redacted payload', async () => {
    const event = newOutboxEvent('email.send', {
      to: 'payer@example.tn',
      subject: 'Reçu de paiement',
      text: 'Merci. Lien: https://dash.example.tn/x?token=s3cr3t-t0ken',
    });
    await commit(event);
    await dispatchOutbox([event.id]);
    const done = await until(() => getOutboxEvent(event.id), (e) => e?.status === 'done');
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    const mails = await app.mails();
    const mail = mails.find((m) => m.includes('To: payer@example.tn'));
    expect(mail).toContain('Subject: =?UTF-8?B?');
    expect(mail).toContain('token=s3cr3t-t0ken');
    expect(JSON.stringify(done!.payload)).not.toContain('s3cr3t-t0ken');
  });

  it('hands over again, through the relay, an event whose message was lost', async () => {
    const event = newOutboxEvent('email.send', { to: 'lost@example.tn', subject: 'Lost', text: 'Found again.' });
    await commit(event);
    // The hand-off never happened (a crash after commit): make it look old enough to retry.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox.event(event.id),
        UpdateExpression: 'SET dispatchedAt = :old',
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 10 * 60_000).toISOString() },
      }),
    );
    const result = (await app.runSchedule('outbox-relay')) as { dispatched: number };
    expect(result.dispatched).toBeGreaterThanOrEqual(1);
    const done = await until(() => getOutboxEvent(event.id), (e) => e?.status === 'done');
    expect(done?.status).toBe('done');
    expect((await app.mails()).some((m) => m.includes('To: lost@example.tn'))).toBe(true);
  });

  it('hands a failed event over again once its back-off has passed, not minutes later', async () => {
    const event = newOutboxEvent('email.send', { to: 'later@example.tn', subject: 'Later', text: 'Again.' });
    await commit(event);
    // A worker took the message (created and handed over just now) and the event's work failed.
    const now = new Date();
    const claimed = await claimOutboxEvent(event.id, now);
    expect(claimed).toBeDefined();
    expect(await failOutboxEvent(claimed!, 'the provider was down', now)).toBe('pending');
    const ids = async (at: Date) => (await dueOutboxEvents(at)).map((e) => e.id);
    expect(await ids(new Date(now.getTime() + 1000))).not.toContain(event.id);
    expect(await ids(new Date(now.getTime() + retryDelaySeconds(1) * 1000 + 1000))).toContain(event.id);
  });

  it('runs, once, an event whose worker stopped between its claim and its result', async () => {
    const event = newOutboxEvent('email.send', { to: 'orphan@example.tn', subject: 'Orphan', text: 'Still sent.' });
    await commit(event);
    // A worker claims the event, then dies (its Lambda timed out): no result, no release.
    const lease = 1_500;
    expect(await claimOutboxEvent(event.id, new Date(), lease)).toBeDefined();
    // Its message comes back while the lease holds: left alone, not run twice.
    await dispatchOutbox([event.id]);
    await app.queuesIdle();
    expect((await getOutboxEvent(event.id))?.status).toBe('pending');
    expect((await app.mails()).some((m) => m.includes('To: orphan@example.tn'))).toBe(false);
    // The lease ends; the relay's next pass finds the event still pending and hands it over again.
    await new Promise((resolve) => setTimeout(resolve, lease));
    const due = await dueOutboxEvents(new Date(Date.now() + REDISPATCH_AFTER_MS));
    expect(due.map((e) => e.id)).toContain(event.id);
    await dispatchOutbox([event.id]);
    const done = await until(() => getOutboxEvent(event.id), (e) => e?.status === 'done');
    expect(done?.status).toBe('done');
    expect((await app.mails()).filter((m) => m.includes('To: orphan@example.tn'))).toHaveLength(1);
  });

  it('a duplicate message does not send the email twice', async () => {
    const event = newOutboxEvent('email.send', { to: 'once@example.tn', subject: 'Once', text: 'Only once.' });
    await commit(event);
    await dispatchOutbox([event.id]);
    await dispatchOutbox([event.id]);
    await until(() => getOutboxEvent(event.id), (e) => e?.status === 'done');
    await app.queuesIdle();
    expect((await app.mails()).filter((m) => m.includes('To: once@example.tn'))).toHaveLength(1);
  });

  it('moves a poison message to the DLQ after its receives, reporting it as a batch item failure', async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: app.queueUrls.outbox, MessageBody: 'not json at all' }));
    const dlqUrl = app.deadLetterQueueUrls.outbox;
    const depth = await until(
      async () => {
        const out = await sqs.send(
          new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['ApproximateNumberOfMessages'] }),
        );
        return Number(out.Attributes?.ApproximateNumberOfMessages ?? 0);
      },
      (n) => n >= 1,
      // Five receives, each after the visibility time-out the test app's queue uses.
      25_000,
    );
    expect(depth).toBe(1);
    expect(app.logs.some((l) => l.includes('"message failed"') && l.includes('"worker":"outbox"'))).toBe(true);
  }, 40_000);
});
