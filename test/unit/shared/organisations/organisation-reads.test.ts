// Which audit entries a member scoped to some accounts reads, entries written before entries
// named their account included: what cannot be told to be theirs or the organisation's is not shown.
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../shared/domain/records/audit.js';
import { auditVisibleTo } from '../../../../shared/organisations/organisation-reads.js';

const entry = (target: AuditEntry['target'], extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'x',
  createdAt: '2026-01-01T00:00:00.000Z',
  organisationId: 'org',
  actor: { type: 'user', id: 'u' },
  action: 'a',
  target,
  clientIp: null,
  details: {},
  ...extra,
});
const scoped = { scope: 'accounts' as const, accountIds: ['A'] };

describe('auditVisibleTo', () => {
  it('shows a scoped reader the entries naming their account or none, not another', () => {
    expect(auditVisibleTo(scoped, entry({ type: 'webhook_endpoint', id: 'e' }, { accountId: 'A' }))).toBe(true);
    expect(auditVisibleTo(scoped, entry({ type: 'webhook_endpoint', id: 'e' }, { accountId: null }))).toBe(true);
    expect(auditVisibleTo(scoped, entry({ type: 'webhook_endpoint', id: 'e' }, { accountId: 'B' }))).toBe(false);
    expect(auditVisibleTo(scoped, entry({ type: 'organisation', id: 'org' }))).toBe(true);
    expect(auditVisibleTo({ scope: 'all', accountIds: [] }, entry({ type: 'payment_account', id: 'B' }, { accountId: 'B' }))).toBe(true);
  });

  it('reads the account of an older entry from its target or details, and hides one it cannot place', () => {
    expect(auditVisibleTo(scoped, entry({ type: 'payment_account', id: 'A' }))).toBe(true);
    expect(auditVisibleTo(scoped, entry({ type: 'payment_account', id: 'B' }))).toBe(false);
    expect(auditVisibleTo(scoped, entry({ type: 'webhook_endpoint', id: 'e' }, { details: { paymentAccountId: 'B' } }))).toBe(false);
    expect(auditVisibleTo(scoped, entry({ type: 'webhook_endpoint', id: 'e' }, { details: { paymentAccountId: null } }))).toBe(true);
    expect(auditVisibleTo(scoped, entry({ type: 'webhook_delivery', id: 'd' }))).toBe(false);
  });
});
