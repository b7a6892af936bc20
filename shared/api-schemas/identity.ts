// Response schemas of the v3 contract: the signed-in user, the session, an API key's identity.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { PLATFORM_ROLES } from '../domain/permissions.js';
import { id, dateTime, membershipFields } from './fields.js';

export const User = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  platformRole: z.enum(PLATFORM_ROLES),
  totpEnabled: z.boolean(),
});

export const MembershipSummary = z.object({
  organisationId: id,
  organisationName: z.string(),
  ...membershipFields,
});

export const Session = z.object({ user: User, memberships: z.array(MembershipSummary) });

export const Reauthenticated = z.object({ reauthenticatedUntil: dateTime });

export const TotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });

export const ApiKeyIdentity = z.object({ organisationId: id, apiKeyId: id });
