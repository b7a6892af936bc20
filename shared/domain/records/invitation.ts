// An invitation to join an organisation, as the service keeps it.
import type { Scope } from './organisation.js';

export interface InvitationRecord {
  id: string;
  organisationId: string;
  email: string;
  roleId: string;
  scope: Scope;
  accountIds: string[];
  /** Owner invitations make the accepting user the organisation's owner. */
  asOwner: boolean;
  status: 'pending' | 'accepted' | 'cancelled';
  invitedBy: string | null;
  expiresAt: string;
  createdAt: string;
}
