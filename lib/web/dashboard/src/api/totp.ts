// Two-step verification calls of the dashboard, typed by the generated client: the setup (a new
// secret, shown once; the API asks for a recent sign-in) and its confirmation with a code.
import { answer, organisationClient } from '../api.js';

// The /auth routes belong to no organisation: nothing is added to their query.
const client = organisationClient(() => undefined);

export const totpApi = {
  setup: () => answer(client.POST('/auth/totp/setup')),
  // docs/generated/openapi.json gives this body no member (the contract's `code` is missing from it).
  enable: (code: string) => answer(client.POST('/auth/totp/enable', { body: { code } })),
};
