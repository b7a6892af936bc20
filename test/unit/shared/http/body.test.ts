import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, readBody, tooDeepIn, topLevelNumberText } from '../../../../shared/http/body.js';

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

describe('topLevelNumberText', () => {
  it('reads the number of a top-level member as written', () => {
    expect(topLevelNumberText('{"orderId": 12345678901234567, "a": 1}', 'orderId')).toBe('12345678901234567');
    expect(topLevelNumberText('{"orderId":-1.50e+3}', 'orderId')).toBe('-1.50e+3');
  });

  it('skips the same name nested or inside strings, and keeps the last, as JSON.parse does', () => {
    const text = '{"s": "\\"orderId\\": 1", "meta": {"orderId": 2}, "list": [{"orderId": 3}], "orderId": 4, "order\\u0049d": 5}';
    expect(JSON.parse(text).orderId).toBe(5);
    expect(topLevelNumberText(text, 'orderId')).toBe('5');
  });

  it('is undefined when the member holds no number', () => {
    expect(topLevelNumberText('{"orderId": "12"}', 'orderId')).toBeUndefined();
    expect(topLevelNumberText('{"other": 12}', 'orderId')).toBeUndefined();
    expect(topLevelNumberText('{"orderId": 1, "orderId": null}', 'orderId')).toBeUndefined();
  });
});
