// The helpers every connector shares: masking, sanitising, callback reading, credential schemas.
import { describe, expect, it } from 'vitest';
import { callbackFields } from '../../../../shared/connectors/callback-fields.js';
import { clictopayDefinition } from '../../../../shared/connectors/clictopay/schema.js';
import { cardBrandOf, cardInstrument, maskIdentifier } from '../../../../shared/connectors/mapping-kit.js';
import { parseCredentials, secretValues } from '../../../../shared/connectors/provider-definition.js';
import { sanitizeMessage, sanitizePayload } from '../../../../shared/connectors/sanitize.js';
import { passesLuhn, TEST_CARDS } from '../../../../lib/local/simulators/kit/scenarios.js';

describe('instrument masking', () => {
  it('keeps an already masked number as the provider wrote it', () => {
    expect(maskIdentifier('450921**1119')).toBe('450921**1119');
    expect(maskIdentifier('544021xxxxxx1110')).toBe('544021xxxxxx1110');
  });

  it('masks a full card number a provider should not have sent', () => {
    expect(maskIdentifier('4509211111111119')).toBe('****1119');
    expect(cardInstrument('4509211111111119')).toEqual({ type: 'card', brand: 'visa', last4: '1119', maskedId: '****1119' });
  });

  it('recognises the brands of the test cards', () => {
    expect(cardBrandOf('4509211111111119')).toBe('visa');
    expect(cardBrandOf('5440212711111110')).toBe('mastercard');
    expect(cardBrandOf('6011000000000004')).toBeNull();
  });
});

describe('sanitising provider payloads', () => {
  it('removes the affiliation’s secret values wherever they appear, and secret-named fields', () => {
    const raw = { echo: 'user=m1&password=s3cret-Value', nested: [{ note: 'key s3cret-Value' }], password: 'anything', amount: 5 };
    expect(sanitizePayload(raw, ['s3cret-Value'])).toEqual({
      echo: 'user=m1&password=[redacted]',
      nested: [{ note: 'key [redacted]' }],
      password: '[redacted]',
      amount: 5,
    });
    expect(sanitizeMessage('refused s3cret-Value', ['s3cret-Value'])).toBe('refused [redacted]');
  });
});

describe('callback fields', () => {
  it('reads JSON bodies, form bodies, parsed bodies and the query, body first', () => {
    expect(callbackFields({ method: 'POST', query: { id: 'q' }, headers: {}, body: '{"id":"b"}' }).field('id')).toBe('b');
    expect(callbackFields({ method: 'POST', query: {}, headers: {}, body: 'id=f&x=1' }).field('id')).toBe('f');
    expect(callbackFields({ method: 'POST', query: {}, headers: {}, body: Buffer.from('{"id":7}') }).field('id')).toBe('7');
    expect(callbackFields({ method: 'GET', query: { id: ['q1', 'q2'] }, headers: {}, body: undefined }).field('id')).toBe('q1');
    expect(callbackFields({ method: 'POST', query: {}, headers: {}, body: '{not json' }).field('id')).toBeUndefined();
  });

  it('reads headers case-insensitively', () => {
    expect(callbackFields({ method: 'POST', query: {}, headers: { 'X-Thing': 'v' }, body: undefined }).header('x-thing')).toBe('v');
  });
});

describe('credential schemas', () => {
  it('names missing and malformed fields, never their values', () => {
    const parsed = parseCredentials(clictopayDefinition, { userName: 'bad name with spaces', password: '' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.join(' ')).toContain('userName');
      expect(parsed.problems.join(' ')).toContain('password');
      expect(parsed.problems.join(' ')).not.toContain('bad name with spaces');
    }
  });

  it('lists the secret values only', () => {
    expect(secretValues(clictopayDefinition, { userName: 'merchant', password: 'p4ssword' })).toEqual(['p4ssword']);
  });
});

describe('simulator test cards', () => {
  it('are all valid card numbers', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number), card.number).toBe(true);
    expect(passesLuhn('4509211111111118')).toBe(false);
  });
});
