import { expect, it } from 'vitest';
import { invokeWithinTimeout, lambdaContext } from '../../../../lib/local/gateway.js';
import { httpEvent } from '../../../support/lambda-events.js';

it('answers as API Gateway does for a function that runs past its time-out: a bare 500', async () => {
  const started = performance.now();
  const result = await invokeWithinTimeout(() => new Promise(() => undefined), httpEvent('GET', '/slow'), lambdaContext('slow', 1), 1);
  expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  expect(result.statusCode).toBe(500);
  expect(JSON.parse(result.body!)).toEqual({ message: 'Internal Server Error' });
});

it('passes the answer of a function that answers in time', async () => {
  const result = await invokeWithinTimeout(async () => ({ statusCode: 503, body: '{"error":"service_unavailable"}' }), httpEvent('GET', '/x'), lambdaContext('x', 1), 1);
  expect(result).toEqual({ statusCode: 503, body: '{"error":"service_unavailable"}' });
});
