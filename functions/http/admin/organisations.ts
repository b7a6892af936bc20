// The admin console's organisation routes: list, detail, onboarding, status and contract.
import type { z } from 'zod';
import type { OnboardedOrganisation } from '../../../shared/api-schemas/admin.js';
import { AppError } from '../../../shared/domain/errors.js';
import { actorOf } from '../../../shared/http/guard.js';
import { json, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { parseBody, parseQuery, uuid } from '../../../shared/http/validation.js';
import { toInvitation } from '../../../shared/members/invitations.js';
import {
  changeOrganisationStatus,
  changeV2Migration,
  recordContractSignature,
} from '../../../shared/organisations/change-organisation.js';
import { createOrganisation } from '../../../shared/organisations/create-organisation.js';
import {
  adminOrganisationListItem,
  organisationDetail,
  toContract,
} from '../../../shared/organisations/organisation-view.js';
import { getOrganisation, listOrganisations } from '../../../shared/organisations/organisation-reads.js';
import { type OrganisationRecord } from '../../../shared/domain/records/organisation.js';
import { adminOrganisationsQuery, contractBody, onboardBody, statusBody, v2MigrationBody } from './schemas.js';
import { organisationMatches } from '../../../shared/organisations/organisation-search.js';

const notFound = () => new AppError('organisation_not_found', 'Organisation was not found.');

/** The id of the path; a malformed id names no organisation. */
export function organisationIdOf(request: HttpRequest): string {
  const id = request.params.id ?? '';
  if (!uuid.safeParse(id).success) throw notFound();
  return id;
}

const changeContext = (request: HttpRequest) => ({
  organisationId: organisationIdOf(request),
  actor: actorOf(request),
  clientIp: request.sourceIp,
});

/** Reads at most this many organisations' counts at once. */
const PARALLEL_READS = 16;

/**
 * Every organisation, newest first, as one array: the contract gives this route no
 * pagination parameters. `q` and `kybStatus` narrow it before the counts of each are read.
 */
export const listAllOrganisations: Action = async (request) => {
  const { q, kybStatus } = parseQuery(adminOrganisationsQuery, request);
  const organisations: OrganisationRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof listOrganisations>> = await listOrganisations(cursor, 200);
    organisations.push(
      ...page.items.filter((org) => (!kybStatus || org.kybStatus === kybStatus) && (!q || organisationMatches(org, q))),
    );
    cursor = page.nextCursor;
  } while (cursor);
  const items = [];
  for (let i = 0; i < organisations.length; i += PARALLEL_READS) {
    items.push(...(await Promise.all(organisations.slice(i, i + PARALLEL_READS).map(adminOrganisationListItem))));
  }
  return json(200, items);
};

export const getOrganisationForStaff: Action = async (request) => {
  const organisation = await getOrganisation(organisationIdOf(request));
  if (!organisation) throw notFound();
  return json(200, await organisationDetail(organisation, { kind: 'staff' }));
};

export const onboardOrganisation: Action = async (request) => {
  const { ownerEmail, ...profile } = parseBody(onboardBody, request);
  const created = await createOrganisation({
    profile,
    ownerEmail,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  const detail = await organisationDetail(created.organisation, { kind: 'staff' });
  const answer: z.input<typeof OnboardedOrganisation> = {
    ...detail,
    ownerInvitation: toInvitation(created.ownerInvitation, created.administrator.name, created.ownerInviteLink),
  };
  return json(201, answer);
};

export const setOrganisationStatus: Action = async (request) => {
  const context = changeContext(request);
  const { status, reason } = parseBody(statusBody, request);
  const organisation = await changeOrganisationStatus(context, status, reason);
  return json(200, await organisationDetail(organisation, { kind: 'staff' }));
};

export const recordContract: Action = async (request) => {
  const context = changeContext(request);
  const { signedAt } = parseBody(contractBody, request);
  const organisation = await recordContractSignature(context, signedAt ?? new Date().toISOString());
  return json(200, toContract(organisation));
};

/**
 * POST /admin/organisations/{id}/v2-migration: serve the organisation's v2 calls here, or relay
 * them; record the previous platform's identifiers its shops still send (organisation id, wallet
 * ids, existing v2 key).
 */
export const setV2Mode: Action = async (request) => {
  const context = changeContext(request);
  const { v2Mode, reason, previousOrganisationId, legacyWallets, legacyApiKey } = parseBody(v2MigrationBody, request);
  const organisation = await changeV2Migration(context, {
    ...(v2Mode ? { mode: v2Mode } : {}),
    reason,
    ...(previousOrganisationId ? { previousOrganisationId } : {}),
    ...(legacyWallets ? { legacyWallets } : {}),
    ...(legacyApiKey ? { legacyApiKey } : {}),
  });
  return json(200, await organisationDetail(organisation, { kind: 'staff' }));
};
