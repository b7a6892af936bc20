import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, readBody, tooDeepIn } from '../../../../shared/http/body.js';

const json = (text: string) => readBody('json', 'application/json', Buffer.from(text));

describe('tooDeepIn', () => {
  it('measures objects and arrays, the body itself the first', () => {
    expect(tooDeepIn('{"a":{"b":[1]}}', 3)).toBeUndefined();
    expect(tooDeepIn('{"a":{"b":[[1]]}}', 3)).toEqual({ field: 'a' });
    expect(tooDeepIn('[[[]]]', 2)).toEqual({ field: '' });
  });

  it('names the top-level member, escapes in its name decoded', () => {
    expect(tooDeepIn('{"x": [1, {"y": 2}], "m\\u0065ta": [[[]]]}', 3)).toEqual({ field: 'meta' });
  });

  it('skips brackets and quotes inside strings', () => {
    expect(tooDeepIn(`{"a": "${'[{'.repeat(100)}", "b": "\\"[[[["}`, 2)).toBeUndefined();
    expect(tooDeepIn(`{"a\\"[": {"b": {}}}`, 2)).toEqual({ field: 'a"[' });
  });

  it('walks 100 000 levels without recursion', () => {
    expect(tooDeepIn('['.repeat(100_000) + ']'.repeat(100_000), MAX_JSON_DEPTH)).toEqual({ field: '' });
  });
});

describe('readBody', () => {
  it(`refuses a body nested past ${MAX_JSON_DEPTH} levels with 400 validation_failed naming the member`, async () => {
    const deep = `{"ok": 1, "metadata": ${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}}`;
    await expect(json(deep)).rejects.toMatchObject({
      code: 'validation_failed',
      status: 400,
      extra: { fields: [{ field: 'metadata', message: `must nest at most ${MAX_JSON_DEPTH} levels of objects and arrays` }] },
    });
  });

  it(`parses a body nested ${MAX_JSON_DEPTH} levels`, async () => {
    const text = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    await expect(json(text)).resolves.toMatchObject({ body: expect.any(Array) });
  });
});
