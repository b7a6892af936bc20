// The limit of payment exports at once (3 per organisation): claimed with one conditional write, so
// that 20 starts at once let exactly 3 in. No worker runs in this app, so the exports stay pending
// and keep their places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSession, createMerchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { PAYMENT_TEST_ENV } from './support.js';

describe('the limit of exports at once', () => {
  let idle: TestApp;
  beforeAll(async () => {
    idle = await startTestApp({ env: PAYMENT_TEST_ENV, runWorkers: false });
  }, 60_000);
  afterAll(async () => {
    await idle?.stop();
  });

  it('lets 3 of 20 parallel starts in and answers the others 429 with Retry-After', async () => {
    const owner = await createMerchant(idle.http);
    const path = `/organisations/${owner.organisationId}/payments/exports`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => idle.http.post(path, {}, asSession(owner.owner.cookie))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.error).toBe('too_many_exports');
      expect(refused.headers.get('retry-after')).toBe('30');
    }
    // Another organisation has its own places.
    const other = await createMerchant(idle.http);
    const theirs = await idle.http.post(`/organisations/${other.organisationId}/payments/exports`, {}, asSession(other.owner.cookie));
    expect(theirs.status, theirs.text).toBe(202);
  });
});
