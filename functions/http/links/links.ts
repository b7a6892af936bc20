// The payer's side of a payment link: its public view, the merchant's logo, and the start
// of a payment, which answers where to pay (the hosted checkout). Rate limited in front of the
// API, like the checkout (WAF, lib/config/public-rate-rules.ts): per client address, and per
// link and address.
import { accountLogo } from '../../../shared/accounts/account-logo.js';
import { notFound } from '../../../shared/domain/errors.js';
import { json, publicImage, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { linkLogoUrl, toLinkPublicView } from '../../../shared/links/link-view.js';
import { startLinkPayment } from '../../../shared/links/start-link-payment.js';
import { getAccountAndOrganisation } from '../../../shared/accounts/account-reads.js';
import { SLUG_PATTERN } from '../../../shared/domain/records/payment-link.js';
import { getLinkBySlug } from '../../../shared/links/link-reads.js';
import { type PaymentLinkRecord } from '../../../shared/domain/records/payment-link.js';
import { startLinkPaymentBody } from './schemas.js';

/** The slug of the path; a malformed one names no link (404). */
function slugOf(request: HttpRequest): string {
  const slug = request.params.slug ?? '';
  if (!SLUG_PATTERN.test(slug)) throw notFound('payment_link_not_found', 'Payment link');
  return slug;
}

async function requireLink(slug: string): Promise<PaymentLinkRecord> {
  const link = await getLinkBySlug(slug);
  if (!link) throw notFound('payment_link_not_found', 'Payment link');
  return link;
}

export const getLinkView: Action = async (request) => {
  const link = await requireLink(slugOf(request));
  const { account, organisation } = await getAccountAndOrganisation(link.organisationId, link.paymentAccountId, { fromCopy: true });
  return json(
    200,
    toLinkPublicView(link, {
      displayName: account?.displayName ?? organisation?.name ?? '',
      themeColor: account?.themeColor ?? null,
      logoUrl: account?.logoFileId ? linkLogoUrl(link.slug) : null,
    }),
  );
};

export const getLinkLogo: Action = async (request) => {
  const link = await requireLink(slugOf(request));
  return publicImage(await accountLogo(link.organisationId, link.paymentAccountId));
};

export const startPayment: Action = async (request) => {
  const slug = slugOf(request);
  const body = parseBody(startLinkPaymentBody, request);
  const payment = await startLinkPayment({ slug, amount: body.amount, payer: body.payer });
  return json(201, { reference: payment.reference, payUrl: payment.payUrl });
};
