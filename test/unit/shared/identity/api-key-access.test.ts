// The accounts a key reaches: its scope within its maker's (shared/identity/api-key-access.ts).
import { describe, expect, it } from 'vitest';
import { narrowestScope } from '../../../../shared/identity/api-key-access.js';

const all = { scope: 'all' as const, accountIds: [] };
const accounts = (...ids: string[]) => ({ scope: 'accounts' as const, accountIds: ids });

describe('narrowestScope', () => {
  it('is every account only when both are', () => {
    expect(narrowestScope(all, all)).toEqual(all);
  });

  it('is the accounts of the one limited to some, whichever side it is', () => {
    expect(narrowestScope(all, accounts('a', 'b'))).toEqual(accounts('a', 'b'));
    expect(narrowestScope(accounts('a'), all)).toEqual(accounts('a'));
  });

  it('is the accounts both reach, possibly none', () => {
    expect(narrowestScope(accounts('a', 'b'), accounts('b', 'c'))).toEqual(accounts('b'));
    expect(narrowestScope(accounts('a'), accounts('c'))).toEqual(accounts());
  });
});
