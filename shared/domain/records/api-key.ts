// An API key as the service keeps it: its secret only as a hash.
export type ApiKeyKind = 'v3' | 'v2';

export interface ApiKeyRecord {
  id: string;
  organisationId: string;
  name: string;
  kind: ApiKeyKind;
  /** The public part: v3 prefix, or v2 `<first 8 characters of the secret>`. */
  prefix: string;
  lookupId: string;
  secretHash: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /**
   * A hint of the organisation's default payment account, written at the key's creation and
   * refreshed (best effort) when the default moves: a payment without `paymentAccountId` reads
   * the organisation and this account in one batch. Never trusted alone: the organisation read
   * with it names the default, and a stale hint costs one more read, never a wrong account.
   */
  defaultAccountHint?: string;
}
