import { describe, expect, it, vi } from 'vitest';
import { logger, setLogSink, withLogContext } from '../../../../shared/log/logger.js';
import { redact } from '../../../../shared/log/redact.js';

function capture(fn: () => void): Array<Record<string, any>> {
  const lines: string[] = [];
  const previous = setLogSink((line) => lines.push(line));
  try {
    fn();
  } finally {
    setLogSink(previous);
  }
  return lines.map((l) => JSON.parse(l));
}

describe('logger', () => {
  it('redacts secret fields and secret-looking values wherever they are', () => {
    const secrets = {
      password: 'correct horse battery',
      apiKey: 'kpk_ab12cd:Zm9vYmFyYmF6cXV4cXV1eA',
      headers: {
        authorization: 'Bearer eyJhbGciOi.secret.token',
        'x-api-key': 'kpk_ab12cd:Zm9vYmFyYmF6cXV4cXV1eA',
        cookie: 'svc_session=abcdef0123456789',
      },
      credentials: { userName: 'merchant', password: 'p4ss' },
      note: 'key kpk_zz99:c2VjcmV0c2VjcmV0 and card 4509211111111119 and Basic bWVyY2hhbnQ6cGFzcw==',
      otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
      totpEnabled: true,
      credentialVersion: 2,
    };
    const [line] = capture(() => logger.info('login', secrets));
    const text = JSON.stringify(line);
    for (const value of ['correct horse battery', 'Zm9vYmFyYmF6cXV4cXV1eA', 'eyJhbGciOi', 'abcdef0123456789', 'p4ss', 'c2VjcmV0c2VjcmV0', '4509211111111119', 'bWVyY2hhbnQ6cGFzcw', 'JBSWY3DPEHPK3PXP']) {
      expect(text).not.toContain(value);
    }
    expect(line!.note).toContain('****1119');
    // Long numbers that are not card numbers (epoch milliseconds, amounts) stay readable.
    const [plain] = capture(() => logger.info('timing', { timeEpoch: 1795314727691, note: 'at 1795314727691 ms' }));
    expect(plain!.note).toBe('at 1795314727691 ms');
    expect(line!.totpEnabled).toBe(true);
    expect(line!.credentialVersion).toBe(2);
  });

  it("redacts keys of the previous platform (<24 hex>:<secret>), in a field or inside a message, keeping the id before the secret", () => {
    const key = '5f7a209aeb3f76490ac4a3d1:Qm9yZGVhdXg.Tunis-2024!';
    const [line] = capture(() =>
      logger.info('migration', { legacyKey: key, body: { legacyApiKey: key }, note: `entered ${key} for the shop`, paymentRef: '5f7a209aeb3f76490ac4a3d1' }),
    );
    const text = JSON.stringify(line);
    expect(text).not.toContain('Qm9yZGVhdXg');
    expect(line!.legacyKey).toBe('[redacted]');
    expect(line!.note).toBe('entered 5f7a209aeb3f76490ac4a3d1:[redacted] for the shop');
    // A reference alone is no secret.
    expect(line!.paymentRef).toBe('5f7a209aeb3f76490ac4a3d1');
  });

  it('carries the request id of the context on every line', async () => {
    const lines = capture(() =>
      withLogContext({ requestId: 'req-1' }, () => {
        logger.info('one');
        logger.warn('two', { requestId: 'req-1' });
      }),
    );
    expect(lines.map((l) => l.requestId)).toEqual(['req-1', 'req-1']);
    expect(lines.every((l) => typeof l.time === 'string' && l.level)).toBe(true);
  });

  it('redacts error messages and stacks', () => {
    const out = redact(new Error('failed with x-api-key kpk_abc:c2VjcmV0c2VjcmV0c2Vj')) as Record<string, string>;
    expect(out.message).not.toContain('c2VjcmV0c2VjcmV0c2Vj');
    expect(out.stack).not.toContain('c2VjcmV0c2VjcmV0c2Vj');
  });

  it('carries the X-Ray trace id of the invocation in Lambda', () => {
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1');
    try {
      const [line] = capture(() => logger.info('traced'));
      expect(line!.xrayTraceId).toBe('1-5759e988-bd862e3fe1be46a994272793');
      expect(line!.service).toBe('payments');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
