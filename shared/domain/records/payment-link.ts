// A payment link as the service keeps it: its settings, its counts and its states.
import type { ProviderCode } from '../payments.js';

/** A link's slug: 14 characters of `[0-9a-z]` minus look-alikes (shared/store/payment-links-repository.ts). */
export const SLUG_PATTERN = /^[0-9a-hjkmnp-tv-z]{14}$/;

export const LINK_STATUSES = ['active', 'disabled', 'expired', 'completed'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
export type LinkAmountType = 'fixed' | 'open';
export type LinkUsage = 'single' | 'reusable';
export const PAYER_FIELD_MODES = ['hidden', 'optional', 'required'] as const;
export type PayerFieldMode = (typeof PAYER_FIELD_MODES)[number];
export interface PayerFields {
  name: PayerFieldMode;
  email: PayerFieldMode;
  phone: PayerFieldMode;
}

/** What a merchant sets on a link (and may change, except the account). */
export interface LinkSettings {
  title: string;
  description: string | null;
  amountType: LinkAmountType;
  amount: number | null;
  minAmount: number | null;
  maxAmount: number | null;
  usage: LinkUsage;
  maxUses: number | null;
  expiresAt: string | null;
  acceptedProviders: ProviderCode[];
  payerFields: PayerFields;
  successMessage: string | null;
  redirectUrl: string | null;
}

export interface PaymentLinkRecord extends LinkSettings {
  id: string;
  slug: string;
  organisationId: string;
  paymentAccountId: string;
  currency: 'TND';
  /** Stored state: `expired` and `completed` are derived when read. */
  state: 'active' | 'disabled';
  paymentsCount: number;
  succeededCount: number;
  collectedAmount: number;
  disabledAt: string | null;
  /** A single-use link's payment in progress: no second payment starts while it is pending. */
  busyReference?: string;
  busyUntil?: string;
  /**
   * Set (to the number of counter items) once the link has been without a cap: its counts are then
   * partly or wholly in `LINK#<slug>#COUNT#<n>` items (shared/store/payment-links-repository.ts).
   */
  countShards?: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}
