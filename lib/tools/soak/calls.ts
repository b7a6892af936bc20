// The soak's requests, as its load and its refunds both make them: each one timed and counted under
// its route, its answer scanned for secrets, and repeated as a well-behaved client repeats it.
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { HttpResponse } from '../../../test/support/test-app.js';
import { retryable } from '../../../test/integration/reliability/support/audit.js';
import type { SoakWorld } from './load.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/** One request, timed and counted under its route; its answer scanned for secrets. */
export async function call(world: SoakWorld, route: string, send: () => Promise<HttpResponse>): Promise<HttpResponse> {
  const started = performance.now();
  let res: HttpResponse;
  try {
    res = await send();
  } catch (error) {
    world.stats.record(route, performance.now() - started, 0, `network: ${(error as Error).message}`);
    throw error;
  }
  world.stats.record(route, performance.now() - started, res.status, res.status >= 400 ? String(res.body?.error ?? res.status) : undefined);
  for (const secret of world.secrets) if (res.text.includes(secret)) world.leaks.push(`${route} answered a secret ending ${secret.slice(-4)}`);
  return res;
}

/** As a well-behaved client does: the same request again after an answer it may retry, a few times. */
export async function retrying(world: SoakWorld, route: string, send: () => Promise<HttpResponse>, tries = 4): Promise<HttpResponse> {
  let res = await call(world, route, send);
  for (let i = 1; i < tries && retryable(res); i += 1) {
    await sleep(100 * i);
    res = await call(world, route, send);
  }
  return res;
}
