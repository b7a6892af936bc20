// A key's role and scope as read: keys written before restricted keys are administrators of every account.
import { describe, expect, it } from 'vitest';
import { apiKeyGrantOf } from '../../../../../shared/domain/records/api-key.js';

describe('apiKeyGrantOf', () => {
  it('reads a key written before restricted keys as the administrator role (null: its id was never written) with scope all', () => {
    expect(apiKeyGrantOf({})).toEqual({ roleId: null, scope: 'all', accountIds: [] });
  });

  it("reads a restricted key's role and scope as written", () => {
    expect(apiKeyGrantOf({ roleId: 'r', scope: 'accounts', accountIds: ['a'] })).toEqual({ roleId: 'r', scope: 'accounts', accountIds: ['a'] });
    expect(apiKeyGrantOf({ roleId: 'r', scope: 'all' })).toEqual({ roleId: 'r', scope: 'all', accountIds: [] });
  });
});
