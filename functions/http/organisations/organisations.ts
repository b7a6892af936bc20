// GET /organisations, GET and PATCH /organisations/{id}, GET /organisations/{id}/contract.
import { accessOf, actorOf, sessionOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { requireJsonObject } from '../../../shared/http/validation.js';
import { membershipSummaries, toOrganisationListItem } from '../../../shared/identity/memberships.js';
import { updateOrganisationProfile } from '../../../shared/organisations/change-organisation.js';
import { organisationDetail, toContract } from '../../../shared/organisations/organisation-view.js';
import { parseProfilePatch } from '../../../shared/organisations/profile-fields.js';

/** The organisations of the signed-in user (a plain array: a user belongs to few). */
export const listMyOrganisations: Action = async (request) => {
  const { user } = sessionOf(request);
  return json(200, (await membershipSummaries(user.id)).map(toOrganisationListItem));
};

export const getOrganisation: Action = async (request) => {
  const access = accessOf(request);
  return json(200, await organisationDetail(access.organisation, { kind: 'member', access }));
};

export const patchOrganisation: Action = async (request) => {
  const access = accessOf(request);
  const changes = parseProfilePatch(requireJsonObject(request));
  const organisation = await updateOrganisationProfile(
    { organisationId: access.organisation.id, actor: actorOf(request), clientIp: request.sourceIp },
    changes,
  );
  return json(200, await organisationDetail(organisation, { kind: 'member', access }));
};

export const getContract: Action = async (request) => json(200, toContract(accessOf(request).organisation));
