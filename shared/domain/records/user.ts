// A user as the service keeps it (the password only as its hash, the TOTP secret sealed).
import type { PlatformRole } from '../permissions.js';
import type { Sealed } from '../sealed.js';
import type { Locale } from '../locale.js';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  platformRole: PlatformRole;
  passwordHash: string;
  totpEnabled: boolean;
  /** The TOTP secret, sealed by KMS; set at setup, kept when enabled. */
  totpSecret?: Sealed;
  /** The last TOTP time step accepted: a code is accepted once only. */
  totpLastStep?: number;
  /**
   * SHA-256 hashes of the unused recovery codes (a DynamoDB string set; each code leaves it when
   * used). Absent when 2FA is off or every code is used.
   */
  recoveryCodes?: Set<string>;
  lastLoginAt: string | null;
  /** The language of the dashboard at the last sign-in: the emails the service sends them on its own are in it (French when unknown). */
  language?: Locale;
  /** Sessions created before this instant are dead (password reset), even if an item lingers. */
  sessionsRevokedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  platformRole: PlatformRole;
  passwordHash: string;
}
