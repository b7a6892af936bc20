// An ownership transfer as the service keeps it.
export type TransferStatus = 'pending' | 'accepted' | 'cancelled';

export interface TransferRecord {
  id: string;
  organisationId: string;
  fromUserId: string;
  toUserId: string;
  status: TransferStatus;
  expiresAt: string;
  decidedAt: string | null;
  /** Who ended a cancelled transfer: the owner (withdrawn), the recipient (declined), or its expiry. */
  cancelledBy?: 'owner' | 'recipient' | 'expiry';
  createdAt: string;
}
