// How a role item is read: a predefined role as the code defines it today (whatever was stored
// when its organisation was created), a custom role as stored.
import { describe, expect, it } from 'vitest';
import { PREDEFINED_ROLES } from '../../../../shared/domain/permissions.js';
import type { RoleRecord } from '../../../../shared/domain/records/organisation.js';
import { predefinedRoles, roleAsDefined } from '../../../../shared/store/organisations-repository.js';

const stored = (overrides: Partial<RoleRecord>): RoleRecord => ({
  id: '6f1c2a34-1d2e-4f5a-8b6c-7d8e9f0a1b2c',
  organisationId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  key: 'finance',
  name: 'Finance',
  description: 'Views payments and links, and exports them.',
  predefined: true,
  permissions: ['payments.view', 'links.view', 'payments.export'],
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

describe('roleAsDefined', () => {
  it('reads a predefined role written before a permission was added with the permission, keeping its id and dates', () => {
    const role = roleAsDefined(stored({}));
    expect(role.permissions).toEqual(['payments.view', 'links.view', 'payments.export', 'payments.refund']);
    expect(role.description).toBe('Views payments and links, exports them, and refunds payments.');
    expect(role).toMatchObject({ id: '6f1c2a34-1d2e-4f5a-8b6c-7d8e9f0a1b2c', key: 'finance', predefined: true, createdAt: '2026-01-05T09:00:00.000Z' });
  });

  it('leaves a custom role, even one named like a predefined key, as stored', () => {
    const custom = stored({ key: null, predefined: false, name: 'Finance Sfax', permissions: ['payments.view'] });
    expect(roleAsDefined(custom)).toEqual(custom);
    const oddlyKeyed = stored({ predefined: false, permissions: ['payments.view'] });
    expect(roleAsDefined(oddlyKeyed).permissions).toEqual(['payments.view']);
  });

  it('gives a copy: changing what it answers changes neither the definition nor the next read', () => {
    const first = roleAsDefined(stored({}));
    first.permissions.push('members.manage');
    expect(PREDEFINED_ROLES.find((r) => r.key === 'finance')!.permissions).not.toContain('members.manage');
    expect(roleAsDefined(stored({})).permissions).not.toContain('members.manage');
  });

  it('reads the roles a new organisation is given exactly as they were written', () => {
    for (const role of predefinedRoles('0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', new Date())) expect(roleAsDefined(role)).toEqual(role);
  });
});
