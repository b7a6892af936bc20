// The PaymentLink resource and the payer's link view, built from the stored link. The
// effective status is derived when read: a stored state of `disabled` wins, then `completed`
// (its successful payments reached the cap), then `expired` (past `expiresAt`), else `active`.
import { env, publicRoutesOrigin } from '../config/env.js';
import { capOf } from '../store/payment-links-repository.js';
import { type LinkStatus, type PaymentLinkRecord } from '../domain/records/payment-link.js';
import type { z } from 'zod';
import type { LinkPublicView, PaymentLink } from '../api-schemas/links.js';

export function effectiveStatus(link: PaymentLinkRecord, now = new Date()): LinkStatus {
  if (link.state === 'disabled') return 'disabled';
  const cap = capOf(link);
  if (cap !== undefined && link.succeededCount >= cap) return 'completed';
  if (link.expiresAt && Date.parse(link.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}

/** The link's public page on the checkout. */
export const linkUrl = (slug: string) => `${env().CHECKOUT_URL}/l/${slug}`;

/** The PaymentLink resource. */
export function toPaymentLink(link: PaymentLinkRecord, now = new Date()): z.input<typeof PaymentLink> {
  return {
    id: link.id,
    slug: link.slug,
    url: linkUrl(link.slug),
    organisationId: link.organisationId,
    paymentAccountId: link.paymentAccountId,
    title: link.title,
    description: link.description,
    amountType: link.amountType,
    amount: link.amount,
    minAmount: link.minAmount,
    maxAmount: link.maxAmount,
    currency: link.currency,
    usage: link.usage,
    maxUses: link.maxUses,
    expiresAt: link.expiresAt,
    acceptedProviders: link.acceptedProviders,
    payerFields: link.payerFields,
    successMessage: link.successMessage,
    redirectUrl: link.redirectUrl,
    status: effectiveStatus(link, now),
    paymentsCount: link.paymentsCount,
    succeededCount: link.succeededCount,
    collectedAmount: link.collectedAmount,
    disabledAt: link.disabledAt,
    createdAt: link.createdAt,
    updatedAt: link.updatedAt,
  };
}

export interface LinkMerchant {
  displayName: string;
  themeColor: string | null;
  logoUrl: string | null;
}

export const linkLogoUrl = (slug: string) => `${publicRoutesOrigin()}/links/${slug}/logo`;

/** The link public view: what a payer sees before paying. */
export function toLinkPublicView(link: PaymentLinkRecord, merchant: LinkMerchant, now = new Date()): z.input<typeof LinkPublicView> {
  return {
    slug: link.slug,
    title: link.title,
    description: link.description,
    status: effectiveStatus(link, now),
    amountType: link.amountType,
    amount: link.amount,
    minAmount: link.minAmount,
    maxAmount: link.maxAmount,
    currency: link.currency,
    payerFields: link.payerFields,
    expiresAt: link.expiresAt,
    merchant,
  };
}
