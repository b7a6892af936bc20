import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '../../../../shared/webhooks/sign-webhook.js';
import { isValidWebhookSignature, verifyWebhookSignature, WebhookSignatureError } from '../../../../shared/webhooks/verify-signature.js';

const secret = 'whsec_unit-test-secret-AAAAAAAAAAAAAAAAAAAAAAAAAAA';
const body = '{"id":"5a1c4a7e-0000-4000-8000-000000000000","type":"payment.succeeded","data":{"amount":12500,"note":"é"}}';
const at = new Date('2030-01-01T12:00:00Z');
const t = Math.floor(at.getTime() / 1000);

/** The scheme recomputed here from the contract's words, apart from the signer. */
const independent = (key: string, timestamp: number, raw: string) =>
  createHmac('sha256', Buffer.from(key, 'utf8')).update(Buffer.from(`${timestamp}.${raw}`, 'utf8')).digest('hex');

const reasonOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof WebhookSignatureError) return error.reason;
    throw error;
  }
  return 'valid';
};

describe('webhook signer', () => {
  it('writes t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">', () => {
    expect(signatureHeader([secret], body, at)).toBe(`t=${t},v1=${independent(secret, t, body)}`);
  });

  it('writes one v1 value per secret, in order', () => {
    const header = signatureHeader([secret, 'whsec_other'], body, at);
    expect(header).toBe(`t=${t},v1=${independent(secret, t, body)},v1=${independent('whsec_other', t, body)}`);
  });
});

describe('merchant verifier', () => {
  const header = signatureHeader([secret], body, at);

  it('accepts the signed body, as a string or as bytes', () => {
    expect(verifyWebhookSignature(body, header, secret, { now: at })).toBe(t);
    expect(isValidWebhookSignature(Buffer.from(body, 'utf8'), header, [secret], { now: at })).toBe(true);
  });

  it('refuses a body with one byte changed', () => {
    const altered = Buffer.from(body, 'utf8');
    altered[altered.length - 3] = altered[altered.length - 3]! ^ 0x01;
    expect(reasonOf(() => verifyWebhookSignature(altered, header, secret, { now: at }))).toBe('no_matching_signature');
  });

  it('refuses a timestamp six minutes old (and six minutes ahead), accepts one 4 minutes old', () => {
    const old = signatureHeader([secret], body, new Date(at.getTime() - 6 * 60_000));
    expect(reasonOf(() => verifyWebhookSignature(body, old, secret, { now: at }))).toBe('timestamp_out_of_tolerance');
    const ahead = signatureHeader([secret], body, new Date(at.getTime() + 6 * 60_000));
    expect(reasonOf(() => verifyWebhookSignature(body, ahead, secret, { now: at }))).toBe('timestamp_out_of_tolerance');
    const recent = signatureHeader([secret], body, new Date(at.getTime() - 4 * 60_000));
    expect(isValidWebhookSignature(body, recent, secret, { now: at })).toBe(true);
  });

  it('refuses another secret, and accepts any one of several secrets and several v1 values (rotation)', () => {
    expect(reasonOf(() => verifyWebhookSignature(body, header, 'whsec_wrong', { now: at }))).toBe('no_matching_signature');
    expect(isValidWebhookSignature(body, header, ['whsec_wrong', secret], { now: at })).toBe(true);
    const rotated = `t=${t},v1=${independent('whsec_new', t, body)},v1=${independent(secret, t, body)}`;
    expect(isValidWebhookSignature(body, rotated, secret, { now: at })).toBe(true);
    expect(isValidWebhookSignature(body, rotated, 'whsec_new', { now: at })).toBe(true);
  });

  it('refuses a missing or malformed header, and a signature over another timestamp', () => {
    expect(reasonOf(() => verifyWebhookSignature(body, undefined, secret, { now: at }))).toBe('missing_header');
    expect(reasonOf(() => verifyWebhookSignature(body, 'v1=abc', secret, { now: at }))).toBe('malformed_header');
    expect(reasonOf(() => verifyWebhookSignature(body, `t=${t}`, secret, { now: at }))).toBe('malformed_header');
    const moved = `t=${t + 1},v1=${independent(secret, t, body)}`;
    expect(reasonOf(() => verifyWebhookSignature(body, moved, secret, { now: at }))).toBe('no_matching_signature');
  });
});
