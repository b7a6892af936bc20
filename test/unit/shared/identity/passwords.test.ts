import { afterEach, describe, expect, it, vi } from 'vitest';

// A hash at full cost takes half a second of a core, far more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// The module caches its settings once per container: each case loads it afresh.
const load = async (env: Record<string, string | undefined>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../../../shared/identity/passwords.js');
};

describe('password hashing', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("hashes at OWASP's scrypt parameters (N=2^17, r=8, p=1) unless configured", async () => {
    const { hashPassword, verifyPassword } = await load({ STAGE: 'production', PASSWORD_HASH_COST: undefined });
    const hash = await hashPassword('correct-horse-battery-staple');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct-horse-battery-staple', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-battery-stapl', hash)).toBe(false);
  });

  it('a cheaper cost is for tests only: elsewhere the first hash fails loudly', async () => {
    const { hashPassword } = await load({ STAGE: 'production', PASSWORD_HASH_COST: '12' });
    await expect(hashPassword('correct-horse-battery-staple')).rejects.toThrow(/PASSWORD_HASH_COST/);
  });

  it('a hash carries its own cost: one made at another cost still verifies', async () => {
    const cheap = await load({ STAGE: 'test', PASSWORD_HASH_COST: '12' });
    const hash = await cheap.hashPassword('correct-horse-battery-staple');
    expect(hash).toMatch(/^scrypt\$4096\$/);
    const full = await load({ STAGE: 'production', PASSWORD_HASH_COST: undefined });
    expect(await full.verifyPassword('correct-horse-battery-staple', hash)).toBe(true);
  });
});
