// Connects an organisation to every provider's sandbox and routes them on one payment
// account: what local mode's demo merchant starts with. Uses the same use cases as the API
// (the credentials are verified by the simulators that PROVIDER_SANDBOX_URLS points at).
//
// Primary course:
// 1. for each provider, an affiliation `sandbox` with the credentials its simulator accepts
//    (so each ends `active`);
// 2. the account routes each provider to its affiliation.
import { SANDBOX_CREDENTIALS } from './simulators/sandbox-credentials.js';
import { PROVIDER_CODES } from '../../shared/domain/payments.js';
import { setAccountRouting } from '../../shared/routing/set-account-routing.js';
import type { AffiliationRecord } from '../../shared/domain/records/affiliation.js';
import type { Actor } from '../../shared/domain/records/audit.js';
import { createAffiliation } from '../../shared/affiliations/create-affiliation.js';

export async function connectSandboxProviders(input: {
  organisationId: string;
  paymentAccountId: string;
  actor: Actor;
  clientIp?: string | null;
}): Promise<AffiliationRecord[]> {
  const affiliations = await Promise.all(
    PROVIDER_CODES.map((provider) =>
      createAffiliation({
        organisationId: input.organisationId,
        provider,
        environment: 'sandbox',
        credentials: SANDBOX_CREDENTIALS[provider],
        label: 'sandbox',
        actor: input.actor,
        clientIp: input.clientIp ?? null,
      }),
    ),
  );
  const refused = affiliations.filter((a) => a.status !== 'active');
  if (refused.length) {
    throw new Error(
      `Sandbox affiliations not active: ${refused.map((a) => `${a.provider} (${a.lastVerificationError})`).join('; ')}. Are the simulators running (PROVIDER_SANDBOX_URLS)?`,
    );
  }
  await setAccountRouting({
    organisationId: input.organisationId,
    accountId: input.paymentAccountId,
    routes: affiliations.map((a) => ({ provider: a.provider, affiliationId: a.id })),
    actor: input.actor,
    clientIp: input.clientIp ?? null,
  });
  return affiliations;
}
