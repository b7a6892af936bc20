import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AppError } from '../../../../shared/domain/errors.js';
import { routeGroup } from '../../../../shared/http/route-group.js';
import { defineRouteGroup } from '../../../../shared/http/route-manifest.js';
import { json } from '../../../../shared/http/types.js';
import { parseBody } from '../../../../shared/http/validation.js';
import { noteChangeSent } from '../../../../shared/log/invocation.js';
import { setLogSink } from '../../../../shared/log/logger.js';
import { lambdaContext } from '../../../../lib/local/gateway.js';
import { httpEvent, testContext } from '../../../support/lambda-events.js';

const group = defineRouteGroup({
  name: 'sample',
  uses: {},
  routes: [
    { method: 'POST', path: '/things', auth: 'public' },
    { method: 'GET', path: '/things/{thingId}', auth: 'public' },
    { method: 'GET', path: '/boom', auth: 'public' },
    { method: 'GET', path: '/private', auth: 'session' },
  ],
});

const thing = z.object({ name: z.string().min(1).max(10), amount: z.number().int() }).strict();

const handler = routeGroup(group, {
  'POST /things': async (request) => json(201, parseBody(thing, request)),
  'GET /things/{thingId}': async (request) => json(200, { id: request.params.thingId, source: request.sourceIp }),
  'GET /boom': async () => {
    throw new Error('database password=hunter2 exploded');
  },
  'GET /private': async () => json(200, { secret: true }),
});

const logs: string[] = [];
const restore = setLogSink((line) => logs.push(line));
afterEach(() => {
  logs.length = 0;
});
process.on('exit', () => setLogSink(restore));

const call = async (...args: Parameters<typeof httpEvent>) => {
  const result = await handler(httpEvent(...args), testContext());
  return { ...result, json: result.body ? JSON.parse(result.body) : undefined };
};

describe('route group', () => {
  it('parses a JSON body, validates it and answers with a request id', async () => {
    const res = await call('POST', '/things', {
      body: JSON.stringify({ name: 'pen', amount: 1500 }),
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({ name: 'pen', amount: 1500 });
    expect(res.headers?.['x-request-id']).toMatch(/^req-/);
    expect(res.headers?.['content-type']).toBe('application/json; charset=utf-8');
  });

  it('refuses malformed JSON with 400 validation_failed', async () => {
    const res = await call('POST', '/things', { body: '{"name": "pen",', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ error: 'validation_failed', message: 'The request body is not valid JSON.' });
  });

  it('refuses a body that is not declared as JSON', async () => {
    const res = await call('POST', '/things', { body: 'name=pen', headers: { 'content-type': 'text/plain' } });
    expect(res.statusCode).toBe(400);
    expect(res.json.error).toBe('validation_failed');
    expect(res.json.message).toContain('application/json');
  });

  it('names every failing field', async () => {
    const res = await call('POST', '/things', {
      body: JSON.stringify({ name: '', amount: 1.5, colour: 'red' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.error).toBe('validation_failed');
    const fields = res.json.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'amount']));
    expect(res.json.message).toMatch(/name: .*amount: /);
    expect(res.json.message).toContain('colour');
  });

  it('passes path parameters and the API Gateway source address to the action', async () => {
    const res = await call('GET', '/things/abc', {});
    expect(res.json).toEqual({ id: 'abc', source: '203.0.113.7' });
  });

  it('answers 500 internal_error and keeps the cause, redacted, in the log only', async () => {
    const res = await call('GET', '/boom', {});
    expect(res.statusCode).toBe(500);
    expect(res.json.error).toBe('internal_error');
    expect(res.body).not.toContain('exploded');
    const errorLine = logs.map((l) => JSON.parse(l)).find((l) => l.level === 'error');
    expect(errorLine.error.message).toContain('exploded');
    expect(errorLine.requestId).toBe(res.headers?.['x-request-id']);
  });

  it('refuses routes that need a credential when none is given', async () => {
    const res = await call('GET', '/private', {});
    expect(res.statusCode).toBe(401);
    expect(res.json.error).toBe('unauthenticated');
  });

  it('answers route_not_found for a path the group does not serve', async () => {
    const res = await call('GET', '/elsewhere', {});
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ error: 'route_not_found', message: 'No route GET /elsewhere.' });
  });

  it('serialises an AppError with its extra members and headers', async () => {
    const h = routeGroup(defineRouteGroup({ name: 'x', uses: {}, routes: [{ method: 'GET', path: '/x', auth: 'public' }] }), {
      'GET /x': async () => {
        throw new AppError('rate_limited', 'Slow down.', {}, { 'retry-after': '7' });
      },
    });
    const res = await h(httpEvent('GET', '/x'), testContext());
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toBe('7');
    expect(JSON.parse(res.body!)).toEqual({ error: 'rate_limited', message: 'Slow down.' });
  });
});

describe('answers before the function\'s time-out', () => {
  const never = () => new Promise<never>(() => undefined);
  const slow = routeGroup(
    defineRouteGroup({
      name: 'slow',
      uses: {},
      routes: [
        { method: 'GET', path: '/reads', auth: 'public' },
        { method: 'POST', path: '/changes', auth: 'public' },
        { method: 'POST', path: '/sent-changes', auth: 'public' },
        { method: 'POST', path: '/refused', auth: 'public' },
        { method: 'POST', path: '/api/v2/sent-changes', auth: 'public', body: 'none' },
      ],
    }),
    {
      'GET /reads': never,
      // Still reading when the time is up: nothing was sent that could change anything.
      'POST /changes': never,
      // A write left and its answer never came.
      'POST /sent-changes': async () => {
        noteChangeSent();
        return never();
      },
      'POST /refused': async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
      },
      'POST /api/v2/sent-changes': async () => {
        noteChangeSent();
        return never();
      },
    },
  );
  /** A function with a 2 s time-out: it must answer by 1 s, before Lambda ends it. */
  const callSlow = async (method: string, path: string) => {
    const started = performance.now();
    const result = await slow(httpEvent(method, path, { body: method === 'POST' ? '{}' : undefined, headers: { 'content-type': 'application/json' } }), lambdaContext('slow', 2));
    return { ...result, ms: performance.now() - started, json: JSON.parse(result.body!) };
  };

  it('answers a read 503 service_unavailable with Retry-After, 1 s before the end', async () => {
    const res = await callSlow('GET', '/reads');
    expect(res.statusCode).toBe(503);
    expect(res.json.error).toBe('service_unavailable');
    expect(res.headers?.['retry-after']).toBe('1');
    expect(res.ms).toBeGreaterThanOrEqual(900);
    expect(res.ms).toBeLessThan(1_900);
  });

  it('answers a change that sent nothing 503 service_unavailable: nothing was changed', async () => {
    const res = await callSlow('POST', '/changes');
    expect(res.statusCode).toBe(503);
    expect(res.json).toMatchObject({ error: 'service_unavailable', message: expect.stringMatching(/nothing was changed/i) });
  });

  it('answers a change whose write left 503 outcome_unknown, naming the Idempotency-Key', async () => {
    const res = await callSlow('POST', '/sent-changes');
    expect(res.statusCode).toBe(503);
    expect(res.json.error).toBe('outcome_unknown');
    expect(res.json.message).toContain('Idempotency-Key');
    expect(res.headers?.['retry-after']).toBe('1');
    expect(logs.some((line) => line.includes('answered without it'))).toBe(true);
  });

  it('answers v2 routes {message} with the same status and Retry-After', async () => {
    const res = await callSlow('POST', '/api/v2/sent-changes');
    expect(res.statusCode).toBe(503);
    expect(Object.keys(res.json)).toEqual(['message', 'errors']);
    expect(res.json.message).not.toContain('Idempotency-Key');
    expect(res.headers?.['retry-after']).toBe('1');
  });

  it('answers a dependency refused before anything was sent 503 service_unavailable, not 500', async () => {
    const res = await callSlow('POST', '/refused');
    expect(res.statusCode).toBe(503);
    expect(res.json.error).toBe('service_unavailable');
    expect(res.headers?.['retry-after']).toBe('1');
  });
});
