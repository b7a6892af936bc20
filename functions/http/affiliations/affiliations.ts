// The affiliation routes under /organisations/{id}/affiliations: list, create, read, verify,
// rotate credentials, suspend, resume, revoke, and the audit trail of one affiliation.
import { toAffiliations, toAffiliationView, type AccountFilter } from '../../../shared/affiliations/affiliation-view.js';
import { requireAffiliation, revokedIsTerminal, type AffiliationChange } from '../../../shared/affiliations/affiliation-writes.js';
import { createAffiliation, DEFAULT_LABEL } from '../../../shared/affiliations/create-affiliation.js';
import { requireOfferedProvider, requireValidCredentials } from '../../../shared/affiliations/provider-check.js';
import { revokeAffiliation } from '../../../shared/affiliations/revoke-affiliation.js';
import { rotateCredentials } from '../../../shared/affiliations/rotate-credentials.js';
import { resumeAffiliation, suspendAffiliation } from '../../../shared/affiliations/suspend-resume-affiliation.js';
import { verifyAffiliation } from '../../../shared/affiliations/verify-affiliation.js';
import { AppError, notFound } from '../../../shared/domain/errors.js';
import {
  accessOf,
  actorOf,
  canSeeAccount,
  requireRecentReauth,
  type OrganisationAccess,
} from '../../../shared/http/guard.js';
import { json, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { parseBody, parseQuery } from '../../../shared/http/validation.js';
import { type AffiliationRecord } from '../../../shared/domain/records/affiliation.js';
import { listAffiliations, listAuditOfTarget } from '../../../shared/affiliations/affiliation-reads.js';
import { toAuditItem } from '../organisations/audit.js';
import { affiliationAuditQuery, createAffiliationBody, rotateCredentialsBody } from './schemas.js';
import { UUID_PATTERN as UUID } from '../../../shared/domain/uuid.js';


/** The `{affiliationId}` of the path; a malformed id names no affiliation (404). */
function affiliationIdOf(request: HttpRequest): string {
  const id = request.params.affiliationId ?? '';
  if (!UUID.test(id)) throw notFound('affiliation_not_found', 'Affiliation');
  return id.toLowerCase();
}

/** Members limited to some payment accounts see only those among an affiliation's accounts. */
const accountFilter = (access: OrganisationAccess): AccountFilter => (accountId) => canSeeAccount(access, accountId);

/**
 * An affiliation serves every payment account of the organisation that routes it, so
 * changing one is an organisation-wide act: members limited to some accounts may read
 * affiliations but not change them.
 */
function requireWholeOrganisation(access: OrganisationAccess): void {
  if (access.scope !== 'all') {
    throw new AppError('account_out_of_scope', 'Members limited to some payment accounts cannot change affiliations.');
  }
}

function changeOf(request: HttpRequest): { access: OrganisationAccess; change: AffiliationChange } {
  const access = accessOf(request);
  requireWholeOrganisation(access);
  return {
    access,
    change: {
      organisationId: access.organisation.id,
      affiliationId: affiliationIdOf(request),
      actor: actorOf(request),
      clientIp: request.sourceIp,
    },
  };
}

const answer = async (status: number, record: AffiliationRecord, access: OrganisationAccess) =>
  json(status, await toAffiliationView(record, accountFilter(access)));

export const listOrganisationAffiliations: Action = async (request) => {
  const access = accessOf(request);
  const records = (await listAffiliations(access.organisation.id)).sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  return json(200, await toAffiliations(access.organisation.id, records, accountFilter(access)));
};

export const createOrganisationAffiliation: Action = async (request) => {
  const access = accessOf(request);
  requireWholeOrganisation(access);
  requireRecentReauth(request);
  const body = parseBody(createAffiliationBody, request);
  const { provider, environment } = requireOfferedProvider(body.provider, body.environment);
  const credentials = requireValidCredentials(provider, body.credentials);
  const record = await createAffiliation({
    organisationId: access.organisation.id,
    provider,
    environment,
    credentials,
    label: body.label ?? DEFAULT_LABEL,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return answer(201, record, access);
};

export const getOrganisationAffiliation: Action = async (request) => {
  const access = accessOf(request);
  return answer(200, await requireAffiliation(access.organisation.id, affiliationIdOf(request)), access);
};

export const verifyOrganisationAffiliation: Action = async (request) => {
  const { access, change } = changeOf(request);
  return answer(200, await verifyAffiliation(change), access);
};

export const rotateAffiliationCredentials: Action = async (request) => {
  const { access, change } = changeOf(request);
  requireRecentReauth(request);
  const body = parseBody(rotateCredentialsBody, request);
  const record = await requireAffiliation(change.organisationId, change.affiliationId);
  if (record.status === 'revoked') throw revokedIsTerminal();
  const credentials = requireValidCredentials(record.provider, body.credentials);
  return answer(200, await rotateCredentials({ ...change, credentials }), access);
};

export const suspendOrganisationAffiliation: Action = async (request) => {
  const { access, change } = changeOf(request);
  return answer(200, await suspendAffiliation(change), access);
};

export const resumeOrganisationAffiliation: Action = async (request) => {
  const { access, change } = changeOf(request);
  return answer(200, await resumeAffiliation(change), access);
};

export const revokeOrganisationAffiliation: Action = async (request) => {
  const { access, change } = changeOf(request);
  return answer(200, await revokeAffiliation(change), access);
};

export const listAffiliationAudit: Action = async (request) => {
  const access = accessOf(request);
  const record = await requireAffiliation(access.organisation.id, affiliationIdOf(request));
  const { cursor, limit } = parseQuery(affiliationAuditQuery, request);
  const page = await listAuditOfTarget(access.organisation.id, { type: 'affiliation', id: record.id }, cursor, limit);
  return json(200, { items: page.items.map(toAuditItem), nextCursor: page.nextCursor });
};
