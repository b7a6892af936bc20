import { describe, expect, it } from 'vitest';
import { METADATA_LIMITS, metadataField, metadataProblems } from '../../../../shared/http/validation.js';

const nested = (levels: number): unknown => {
  let value: unknown = {};
  for (let i = 1; i < levels; i += 1) value = { a: value };
  return value;
};

describe('metadataProblems', () => {
  it(`accepts ${METADATA_LIMITS.depth} levels and names the first container past them`, () => {
    expect(metadataProblems(nested(METADATA_LIMITS.depth))).toEqual([]);
    const problems = metadataProblems(nested(METADATA_LIMITS.depth + 1));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toEqual(Array(METADATA_LIMITS.depth).fill('a'));
  });

  it('walks a value nested 100 000 levels without recursion, and stops at the limit', () => {
    expect(metadataProblems(nested(100_000))).toHaveLength(1);
  });

  it('refuses numbers the table cannot hold or JavaScript cannot read back', () => {
    const problems = metadataProblems({ a: 1e20, b: 2 ** 53, c: 1.5e-200, d: Infinity, e: -1e-131, ok: [0, -0, 0.1, 1e-130, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER] });
    expect(problems.map((p) => p.path.join('.'))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('refuses empty, reserved and long keys, and text that is not human text, in body order', () => {
    const value = JSON.parse(`{"": 1, "x": {"__proto__": 1, "constructor": 2}, "${'k'.repeat(101)}": 3, "s": ["ok", "\\u0000"]}`);
    expect(metadataProblems(value).map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      ': must not have an empty key',
      `: must have keys of at most ${METADATA_LIMITS.keyLength} characters`,
      'x: must not have the key __proto__',
      'x: must not have the key constructor',
      's.1: must be text without control characters or unpaired surrogates',
    ]);
  });

  it('names at most 20 problems', () => {
    expect(metadataProblems({ list: Array(1000).fill(1e20) })).toHaveLength(20);
  });
});

describe('metadataField', () => {
  it('names each problem under the field, and keeps a valid value as sent', () => {
    const result = metadataField.safeParse(JSON.parse('{"__proto__": {"x": 1}, "n": 1e20}'));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([[], ['n']]);
    expect(metadataField.parse({ cart: { items: [1, 'two'] } })).toEqual({ cart: { items: [1, 'two'] } });
  });
});
