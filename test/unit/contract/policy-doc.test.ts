import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderPolicyDoc } from '../../../lib/policy-doc.js';

it('docs/authorisation.md is the current policy table (run npm run docs:policy)', () => {
  expect(readFileSync(new URL('../../../docs/authorisation.md', import.meta.url), 'utf8')).toBe(renderPolicyDoc());
});
