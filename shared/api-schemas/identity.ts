// Response schemas of the v3 contract: the signed-in user, the session, an API key's identity.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { PLATFORM_ROLES } from '../domain/permissions.js';
import { id, dateTime, membershipFields, scope, roleRef } from './fields.js';

export const User = z.object({
  id,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  platformRole: z.enum(PLATFORM_ROLES),
  totpEnabled: z.boolean(),
  recoveryCodeCount: z.number().int().min(0).describe('unused 2FA recovery codes left (0 when 2FA is off)'),
});

export const MembershipSummary = z.object({
  organisationId: id,
  organisationName: z.string(),
  ...membershipFields,
});

export const Session = z.object({ user: User, memberships: z.array(MembershipSummary) });

export const Reauthenticated = z.object({ reauthenticatedUntil: dateTime });

export const TotpEnabled = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe('ten single-use recovery codes (`xxxxx-xxxxx`), shown this once: each can stand in for a TOTP code at sign-in, re-authentication or disable'),
});

export const TotpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });

export const ApiKeyIdentity = z.object({
  organisationId: id,
  organisationName: z.string().nullable(),
  apiKeyId: id,
  kind: z.enum(['v3', 'v2']),
  legacy: z.boolean().describe('true: a v2 key of the previous platform, entered here'),
  v2Mode: z.enum(['served', 'relayed']).describe("who answers the organisation's v2 calls: this service, or the previous platform"),
  roleId: roleRef.describe("the key's role (keys made before restricted keys: the administrator role)"),
  role: z.string().nullable().describe('predefined role key; null for a custom role'),
  roleName: z.string(),
  permissions: z.array(z.string()).describe("what the key may do now: its role's permissions that its maker also holds"),
  scope: scope.describe('the accounts the key reaches now: its scope, within its maker\'s'),
  accountIds: z.array(z.string()),
  receiverWallet: z
    .object({ id: z.string(), paymentAccountId: id, paymentAccountName: z.string(), paymentAccountStatus: z.string() })
    .optional()
    .describe('with `receiverWalletId`: the payment account that wallet id reaches for v2 init-payment'),
});
