// Response schemas of the v3 contract (docs: /work/shared/spec/payment-service-api.md, "Resources"):
// the shapes the API answers with, one file per resource or group of resources beside this one
// (payments, timeline, webhooks, links, checkout, accounts, affiliations, organisations, team,
// files, keys, audit, identity, health, admin, v2). The view mappers are typed by them
// (`z.input<...>` as return type), and bin/openapi.ts turns them into docs/openapi.json. `T | null`
// fields are always present (nullable, never optional). Objects stay open: a member added before
// the contract lists it is not an error, a missing or mistyped one is.
//
// This file holds the fields they share.
import * as z from 'zod';
import { PAYMENT_ACCOUNT_STATUSES } from '../domain/records/payment-account.js';

/** An id the service made (a UUID). */
export const id = z.string().meta({ format: 'uuid' });
/** A role: a predefined role's name (`administrator`, ...) or a custom role's id. */
export const roleRef = z.string().describe("a predefined role's name or a custom role's id");
export const dateTime = z.string().meta({ format: 'date-time' });
export const nullableDateTime = dateTime.nullable();
export const money = z.number().int().describe('integer minor units (millimes)');

/** `{items, nextCursor}` of every keyset-paginated list. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** Which payment accounts a member (or an invitation) reaches. */
export const scope = z.enum(['all', 'accounts']);
/** A member's role and reach in an organisation, as a membership, an organisation listed and a member show them. */
export const membershipFields = {
  roleId: roleRef,
  role: z.string().nullable(),
  roleName: z.string(),
  isOwner: z.boolean(),
  permissions: z.array(z.string()),
  scope,
  accountIds: z.array(z.string()),
};
export const accountStatus = z.enum(PAYMENT_ACCOUNT_STATUSES);
