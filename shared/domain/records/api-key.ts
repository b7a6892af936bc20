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
}
