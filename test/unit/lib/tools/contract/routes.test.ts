import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverage } from '../../../../../lib/tools/contract/routes-coverage.js';

describe('routes served against the contract', () => {
  const { served, extras, contract } = coverage();

  it('serves only routes of routes.tsv, or extras marked and documented', () => {
    const decisions = readFileSync(new URL('../../../../../docs/api-decisions.md', import.meta.url), 'utf8');
    for (const route of extras) {
      expect(route.extra, `${route.method} ${route.path} is not in routes.tsv`).toBe(true);
      expect(decisions, `${route.method} ${route.path} is not documented`).toContain(`${route.method} ${route.path}`);
    }
  });

  it('gives each served route the auth kind routes.tsv gives it', () => {
    const byKey = new Map(contract.map((r) => [`${r.method} ${r.path}`, r.auth]));
    for (const route of served) {
      const expected = byKey.get(`${route.method} ${route.path}`);
      if (expected) expect(`${route.method} ${route.path}: ${route.auth}`).toBe(`${route.method} ${route.path}: ${expected}`);
    }
  });

  it('serves each route once', () => {
    const keys = served.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
