// The merchant's payment-link routes: list, create, read, change, disable, enable, QR code.
import { accessOf, listScope, requireAccountInScope, type OrganisationAccess } from '../../../shared/http/guard.js';
import { idempotencyOf } from '../../../shared/http/idempotency.js';
import { json, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { parseBody, parseQuery } from '../../../shared/http/validation.js';
import { linkQrPng, linkQrSvg } from '../../../shared/links/link-qr.js';
import { linkUrl, toPaymentLink } from '../../../shared/links/link-view.js';
import { changeLink, createLink, requireLinkOf, setLinkEnabled } from '../../../shared/links/manage-links.js';
import { listLinks } from '../../../shared/links/link-reads.js';
import { changeLinkBody, createLinkBody, listLinksQuery, organisationOnly } from './schemas.js';

const checkAccountOf = (access: OrganisationAccess) => (accountId: string) => requireAccountInScope(access, accountId);

function linkOf(request: HttpRequest) {
  const access = accessOf(request);
  return requireLinkOf(access.organisation.id, request.params.linkId ?? '', checkAccountOf(access));
}

export const listLinksAction: Action = async (request) => {
  const access = accessOf(request);
  const query = parseQuery(listLinksQuery, request);
  const scope = listScope(access, query.account);
  if (!scope) return json(200, { items: [], nextCursor: null });
  const now = new Date();
  const page = await listLinks({
    organisationId: access.organisation.id,
    ...scope,
    status: query.status,
    q: query.q,
    cursor: query.cursor,
    limit: query.limit,
    now,
  });
  return json(200, { items: page.items.map((link) => toPaymentLink(link, now)), nextCursor: page.nextCursor });
};

export const createLinkAction: Action = async (request) => {
  const access = accessOf(request);
  const { organisationId: _ignored, paymentAccountId, ...settings } = parseBody(createLinkBody, request);
  const link = await createLink({
    organisationId: access.organisation.id,
    paymentAccountId,
    checkAccount: checkAccountOf(access),
    settings,
    // With an Idempotency-Key, the answer is kept in the link's own write: a retry after any later
    // failure (an answer lost, storage too slow) gets this link back, never a second one.
    alsoWrite: (drawn) => {
      const idempotency = idempotencyOf(request);
      return idempotency ? [idempotency.answerWrite(201, toPaymentLink(drawn))] : [];
    },
  });
  return json(201, toPaymentLink(link));
};

export const getLinkAction: Action = async (request) => {
  parseQuery(organisationOnly, request);
  return json(200, toPaymentLink(await linkOf(request)));
};

export const changeLinkAction: Action = async (request) => {
  const { organisationId: _ignored, ...patch } = parseBody(changeLinkBody, request);
  return json(200, toPaymentLink(await changeLink(await linkOf(request), patch)));
};

const enableAction =
  (enabled: boolean): Action =>
  async (request) => {
    parseBody(organisationOnly, request);
    return json(200, toPaymentLink(await setLinkEnabled(await linkOf(request), enabled)));
  };
export const disableLinkAction = enableAction(false);
export const enableLinkAction = enableAction(true);

export const linkQrSvgAction: Action = async (request) => {
  parseQuery(organisationOnly, request);
  const link = await linkOf(request);
  return { status: 200, rawBody: linkQrSvg(linkUrl(link.slug)), headers: { 'content-type': 'image/svg+xml' } };
};

export const linkQrPngAction: Action = async (request) => {
  parseQuery(organisationOnly, request);
  const link = await linkOf(request);
  return { status: 200, rawBody: linkQrPng(linkUrl(link.slug)), headers: { 'content-type': 'image/png' } };
};
