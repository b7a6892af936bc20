import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderPolicyDoc } from '../../../../../lib/tools/contract/policy-doc.js';

it('docs/generated/authorisation.md is the current policy table (run npm run docs:policy)', () => {
  expect(readFileSync(new URL('../../../../../docs/generated/authorisation.md', import.meta.url), 'utf8')).toBe(renderPolicyDoc());
});
