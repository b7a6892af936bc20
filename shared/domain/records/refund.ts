// A refund as the service keeps it: money of a paid payment given back, in full or in part,
// through the provider that collected it (stored by shared/store/refunds-repository.ts).
import type { ProviderCode } from '../payments.js';
import type { TimelineActorType, TimelineSource } from './payment.js';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Why a refund failed (a closed list, docs/api-decisions.md): the provider refused it (`declined`),
 * the order can no longer be refunded there (`not_refundable`), the merchant's balance at the
 * provider does not cover it (`insufficient_balance`), the provider failed or could not be reached
 * (`provider_unavailable`), the provider never confirmed it (`unconfirmed`), anything else (`unknown`).
 */
export const REFUND_FAILURE_CODES = ['declined', 'not_refundable', 'insufficient_balance', 'provider_unavailable', 'unconfirmed', 'unknown'] as const;
export type RefundFailureCode = (typeof REFUND_FAILURE_CODES)[number];

export interface RefundRecord {
  id: string;
  paymentId: string;
  reference: string;
  organisationId: string;
  paymentAccountId: string;
  attemptId: string;
  provider: ProviderCode;
  /** Integer millimes. */
  amount: number;
  currency: 'TND';
  status: RefundStatus;
  reason: RefundReason;
  description: string | null;
  failureCode: RefundFailureCode | null;
  /** The provider's id of the refund, when its protocol gives one. */
  providerReference: string | null;
  /** The provider's own code of the last answer (an errorCode, a gateway code), for support. */
  providerResultCode: string | null;
  requestedBy: { type: TimelineActorType; id: string | null };
  source: TimelineSource;
  /** What the service had refunded of this payment at this provider before this one (a check of pending refunds reads it). */
  refundedBefore: number;
  /** Set while pending: when the poller asks the provider next. */
  nextCheckAt: string | null;
  checksCount: number;
  createdAt: string;
  completedAt: string | null;
  updatedAt: string;
}
