// A key's role and scope as read: keys written before restricted keys are administrators of every account.
import { describe, expect, it } from 'vitest';
import { apiKeyGrantOf, apiKeyPermissionsOf, apiKeyRoleIn } from '../../../../../shared/domain/records/api-key.js';
import { PERMISSIONS } from '../../../../../shared/domain/permissions.js';

describe('apiKeyGrantOf', () => {
  it('reads a key written before restricted keys as the administrator role (null: its id was never written) with scope all', () => {
    expect(apiKeyGrantOf({})).toEqual({ roleId: null, scope: 'all', accountIds: [] });
  });

  it("reads a restricted key's role and scope as written", () => {
    expect(apiKeyGrantOf({ roleId: 'r', scope: 'accounts', accountIds: ['a'] })).toEqual({ roleId: 'r', scope: 'accounts', accountIds: ['a'] });
    expect(apiKeyGrantOf({ roleId: 'r', scope: 'all' })).toEqual({ roleId: 'r', scope: 'all', accountIds: [] });
  });
});

describe("a key's role", () => {
  const roles = [
    { id: 'admin', key: 'administrator' as const, permissions: ['payments.view' as const] },
    { id: 'dev', key: 'developer' as const, permissions: ['api_keys.view' as const] },
  ];

  it('permits every permission to a key made before restricted keys, whatever its organisation’s roles say', () => {
    expect(apiKeyPermissionsOf({ roleId: null }, undefined)).toEqual(PERMISSIONS);
    expect(apiKeyRoleIn({ roleId: null }, roles)?.id).toBe('admin');
  });

  it('permits what its role permits, and nothing once that role is gone', () => {
    expect(apiKeyPermissionsOf({ roleId: 'dev' }, roles[1])).toEqual(['api_keys.view']);
    expect(apiKeyPermissionsOf({ roleId: 'gone' }, undefined)).toEqual([]);
    expect(apiKeyRoleIn({ roleId: 'dev' }, roles)?.id).toBe('dev');
    expect(apiKeyRoleIn({ roleId: 'gone' }, roles)).toBeUndefined();
  });
});
