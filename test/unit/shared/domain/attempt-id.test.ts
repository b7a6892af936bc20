// An attempt id carries its payment's reference (a UUID of version 8): a callback, which names only
// the attempt, reads the payment and the attempt in one round trip.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { attemptIdFor, referenceOfAttemptId } from '../../../../shared/domain/payment-ref.js';
import { isUuid } from '../../../../shared/domain/uuid.js';

describe('attempt ids carrying their payment reference', () => {
  it('is a UUID of version 8 and variant 10, from which the reference reads back', () => {
    for (let i = 0; i < 500; i += 1) {
      const reference = randomBytes(12).toString('hex');
      const id = attemptIdFor(reference, randomBytes(4));
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe('8');
      expect('89ab').toContain(id[19]);
      expect(referenceOfAttemptId(id)).toBe(reference);
    }
  });

  it('tells the attempts of one payment apart with 26 random bits', () => {
    const reference = randomBytes(12).toString('hex');
    const ids = new Set(Array.from({ length: 1_000 }, () => attemptIdFor(reference, randomBytes(4))));
    expect(ids.size).toBeGreaterThan(995);
    expect(attemptIdFor(reference, Uint8Array.from([0, 0, 0, 0]))).not.toBe(attemptIdFor(reference, Uint8Array.from([3, 0, 0, 1])));
  });

  it('reads no reference from other ids (version 4, older attempts) and refuses a non-reference', () => {
    expect(referenceOfAttemptId('3da7ab00-ada7-43b5-ab20-9e6ac6f76172')).toBeNull();
    expect(referenceOfAttemptId('not-a-uuid')).toBeNull();
    expect(() => attemptIdFor('PAY-123', randomBytes(4))).toThrow(/reference/);
  });
});
