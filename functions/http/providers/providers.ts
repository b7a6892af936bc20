// GET /providers and GET /providers/{code}: the provider catalogue, public. Each entry gives
// the attempt kinds, the environments and the credential schema an affiliation must fill.
import type { z } from 'zod';
import type { Provider } from '../../../shared/api-schemas/affiliations.js';
import { isProviderCode } from '../../../shared/domain/payments.js';
import { getProvider, listProviders } from '../../../shared/connectors/registry.js';
import { notFound } from '../../../shared/domain/errors.js';
import { json, type Action } from '../../../shared/http/types.js';

const asResource = (entry: ReturnType<typeof getProvider>): z.input<typeof Provider> => ({
  ...entry,
  attemptKinds: [...entry.attemptKinds],
  environments: [...entry.environments],
  credentialSchema: { ...entry.credentialSchema, fields: [...entry.credentialSchema.fields] },
});

export const listCatalogue: Action = async () => json(200, listProviders().map(asResource));

export const getCatalogueEntry: Action = async (request) => {
  const code = request.params.code ?? '';
  if (!isProviderCode(code)) throw notFound('provider_not_found', 'Provider');
  return json(200, asResource(getProvider(code)));
};
