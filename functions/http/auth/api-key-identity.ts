// GET /auth/api-key: which organisation and key a request's x-api-key names, with the key's role
// and what it may do now (its role and scope, within what its maker holds). With
// `receiverWalletId`, also the payment account that wallet id reaches, as v2's init-payment would
// reach it: the dry run of a shop's migration (a key of the previous platform and its wallet id),
// which creates nothing.
import { describeApiKeyAccess } from '../../../shared/identity/api-key-access.js';
import { principalOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { reachOfWallet } from '../../../shared/v2/wallet-reach.js';
import { apiKeyIdentityQuery } from './schemas.js';

export const apiKeyIdentity: Action = async (request) => {
  const principal = principalOf(request);
  if (principal.kind !== 'api_key') throw new Error('GET /auth/api-key is a key route');
  const { receiverWalletId } = parseQuery(apiKeyIdentityQuery, request);
  const { apiKey, organisation, access } = principal;
  const receiverWallet = receiverWalletId ? await reachOfWallet(apiKey.organisationId, receiverWalletId, access) : undefined;
  return json(200, {
    organisationId: apiKey.organisationId,
    organisationName: organisation?.name ?? null,
    apiKeyId: apiKey.id,
    kind: apiKey.kind,
    legacy: Boolean(apiKey.legacyOrganisationId),
    // Who answers this organisation's v2 calls: here, or the previous platform (relayed).
    v2Mode: organisation?.v2Mode ?? 'served',
    ...(await describeApiKeyAccess(apiKey, access)),
    ...(receiverWallet ? { receiverWallet } : {}),
  });
};
