// An audit entry: who did what to what, from where.
export type ActorType = 'user' | 'api_key' | 'staff' | 'system' | 'anonymous';

export interface Actor {
  type: ActorType;
  id: string | null;
  /** Shown in the console: the user's email or the key's name. */
  label?: string | null;
}

export interface AuditInput {
  organisationId: string | null;
  actor: Actor;
  action: string;
  target: { type: string; id: string | null };
  /**
   * The payment account the entry is about (the account, or an endpoint or delivery of it); null
   * or absent, the organisation. A member scoped to some accounts reads only theirs and the
   * organisation's (shared/organisations/audit-visibility.ts).
   */
  accountId?: string | null;
  clientIp: string | null;
  details?: Record<string, unknown>;
}

export interface AuditEntry extends AuditInput {
  id: string;
  createdAt: string;
}
