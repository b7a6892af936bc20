// A change to an organisation's team (its members, invitations, roles and ownership), as a request
// makes it, and the audit entry each change writes in its own transaction: the organisation, who
// acts and from where come from the request; what was done, to what and with which facts, from
// the change.
import type { Actor, AuditInput } from '../domain/records/audit.js';
import { auditPut } from '../store/audit-repository.js';

export interface TeamChange {
  organisationId: string;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}

/** The audit entry of a team change, as one write of the change's transaction. */
export function teamAudit(change: Omit<TeamChange, 'now'>, now: Date, entry: Pick<AuditInput, 'action' | 'target' | 'details'>) {
  return auditPut(
    {
      organisationId: change.organisationId,
      actor: change.actor,
      action: entry.action,
      target: entry.target,
      clientIp: change.clientIp,
      details: entry.details,
    },
    now,
  );
}
