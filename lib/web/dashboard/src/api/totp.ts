// Two-step verification calls of the dashboard, typed by the generated client: the setup (a new
// secret, shown once; the API asks for a recent sign-in), its confirmation with a code (which
// answers the ten recovery codes, shown once), and turning it off with a code of the app or a
// recovery code (after a recent sign-in).
import { answer, organisationClient } from '../api.js';

// The /auth routes belong to no organisation: nothing is added to their query.
const client = organisationClient(() => undefined);

export const totpApi = {
  setup: () => answer(client.POST('/auth/totp/setup')),
  enable: (code: string) => answer(client.POST('/auth/totp/enable', { body: { code } })),
  disable: (code: string) => answer<void>(client.POST('/auth/totp/disable', { body: { code } })),
};
