// A merchant's webhook endpoint as the service keeps it (its signing secret sealed).
import type { Sealed } from '../sealed.js';

export type WebhookEndpointStatus = 'active' | 'disabled';

/**
 * How deliveries are signed: `svc` (`Svc-Signature: t=..,v1=<hex>`, the HMAC keyed with the whole
 * secret string) or `standard` (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64>`, the HMAC keyed with the base64-decoded secret).
 */
export const WEBHOOK_FORMATS = ['svc', 'standard'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** Why a disabled endpoint is disabled: deleted by a member (final), or failing for days (may be enabled again). */
export const WEBHOOK_DISABLED_REASONS = ['deleted', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export interface WebhookEndpointRecord {
  id: string;
  organisationId: string;
  /** null: every payment account. */
  paymentAccountId: string | null;
  url: string;
  /** `new URL(url).origin`: per-payment webhook URLs are signed by the endpoints of their origin. */
  origin: string;
  description: string | null;
  /** Empty: every event type. */
  events: string[];
  secretHint: string;
  sealedSecret: Sealed;
  /** 1 for the first secret, + 1 at each rotation (absent on endpoints registered before rotation: 1). */
  secretVersion?: number;
  /** Absent on endpoints registered before formats existed: `svc`. */
  format?: WebhookFormat;
  /** The secret before the last rotation, still signing until `previousSecretExpiresAt`. */
  previousSealedSecret?: Sealed | null;
  previousSecretExpiresAt?: string | null;
  /** When the secret was last rotated (null: never). */
  secretRotatedAt?: string | null;
  status: WebhookEndpointStatus;
  disabledAt: string | null;
  /** Absent on endpoints disabled before auto-disabling existed: `deleted`. */
  disabledReason?: WebhookDisabledReason | null;
  /** The first failed try since the last delivered one (null: the last try was delivered, or none yet). */
  failingSince?: string | null;
  /** When the owners were warned that the endpoint will be disabled (once per failing streak). */
  failureWarnedAt?: string | null;
  createdAt: string;
  updatedAt: string;
}
