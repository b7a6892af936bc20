import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { renderErrorsDoc, unraisedCodes, type ErrorCodeUse } from '../../../../../lib/tools/contract/errors-doc.js';
import { sharedRouteAnalysis } from '../../../../support/route-analysis.js';

let uses: ErrorCodeUse[];

beforeAll(async () => {
  // collectErrorCodes() is analyseRoutes().uses: the analysis shared by the contract tests.
  uses = (await sharedRouteAnalysis()).uses;
}, 300_000);

it('docs/generated/errors.md is the current list of error codes (run npm run docs:errors)', () => {
  expect(readFileSync(new URL('../../../../../docs/generated/errors.md', import.meta.url), 'utf8')).toBe(renderErrorsDoc(uses));
});

it('declares no code that nothing raises', () => {
  expect(unraisedCodes(uses)).toEqual([]);
});

it('finds codes through helpers, wrappers and the guard', () => {
  const routesOf = (code: string) => uses.find((u) => u.code === code)?.routes ?? [];
  // notFound('payment_not_found', ...) in a helper the action calls.
  expect(routesOf('payment_not_found')).toContain('GET /payments/{reference}');
  // withIdempotency(createPaymentAction) in the handler's table.
  expect(routesOf('idempotency_key_reused')).toContain('POST /payments');
  // The guard, by the route's credential; a public route answers none of it.
  expect(routesOf('invalid_api_key')).toContain('GET /payments');
  expect(routesOf('unauthenticated')).not.toContain('GET /checkout/{reference}');
  expect(routesOf('route_not_found')).toEqual(['fallback']);
  expect(uses.find((u) => u.code === 'provider_init_failed')?.members).toEqual(['providerErrorCode']);
});

it('explains every member an error body carries in docs/api-decisions.md (Error bodies)', () => {
  const decisions = readFileSync(new URL('../../../../../docs/api-decisions.md', import.meta.url), 'utf8');
  const section = decisions.slice(decisions.indexOf('- **Error bodies**'), decisions.indexOf('- **Unknown fields are refused.**'));
  for (const member of new Set(uses.flatMap((u) => u.members))) expect(section, member).toContain(`\`${member}\``);
});
