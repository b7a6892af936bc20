import { describe, expect, it } from 'vitest';
import { JsonNumberText, stringifyJson } from '../../../../shared/domain/json-number.js';

describe('JsonNumberText', () => {
  it('is written back as the number it holds, digit for digit', () => {
    const body = { payment: { orderId: new JsonNumberText('12345678901234567'), amounts: [new JsonNumberText('12.50'), new JsonNumberText('-1.5e-3'), 3], note: 'x' } };
    expect(stringifyJson(body)).toBe('{"payment":{"orderId":12345678901234567,"amounts":[12.50,-1.5e-3,3],"note":"x"}}');
  });

  it('holds only a JSON number literal', () => {
    for (const text of ['1e20', '-0', '0.5', '-9007199254740993']) expect(new JsonNumberText(text).text).toBe(text);
    for (const text of ['', '01', '1.', '+1', 'NaN', 'Infinity', '1,"x":2', '0x10', ' 1']) expect(() => new JsonNumberText(text), text).toThrow();
  });

  it('leaves strings alone, even one written like its serialised form', () => {
    const text = JSON.stringify(new JsonNumberText('7')); // the mark, as a string
    expect(stringifyJson({ a: text.slice(1, -1).replace(/[0-9a-f]{24}/, '000000000000000000000000'), b: 'json-number-' })).not.toMatch(/:7[,}]/);
    expect(stringifyJson({ a: 'plain', n: 1 })).toBe('{"a":"plain","n":1}');
  });
});
