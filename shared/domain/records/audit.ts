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
  clientIp: string | null;
  details?: Record<string, unknown>;
}

export interface AuditEntry extends AuditInput {
  id: string;
  createdAt: string;
}
