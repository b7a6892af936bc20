// A single-use token (an invitation, a password reset) as the service keeps it: by the hash of its secret.
export interface TokenRecord {
  kind: 'invitation' | 'password_reset';
  organisationId?: string;
  invitationId?: string;
  userId?: string;
  expiresAt: string;
}
