// GET /providers and GET /providers/{code}: the provider catalogue, public. Each entry gives
// the attempt kinds, the environments and the credential schema an affiliation must fill.
import { isProviderCode } from '../../../shared/connectors/payment-connector.js';
import { getProvider, listProviders } from '../../../shared/connectors/registry.js';
import { notFound } from '../../../shared/domain/errors.js';
import { json, type Action } from '../../../shared/http/types.js';

export const listCatalogue: Action = async () => json(200, listProviders());

export const getCatalogueEntry: Action = async (request) => {
  const code = request.params.code ?? '';
  if (!isProviderCode(code)) throw notFound('provider_not_found', 'Provider');
  return json(200, getProvider(code));
};
