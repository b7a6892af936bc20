// Request shapes of the payment account routes, and the `{accountId}` of their paths.
import * as z from 'zod';
import { SLUG_PATTERN } from '../../../shared/accounts/account-writes.js';
import { PROVIDER_CODES } from '../../../shared/domain/payments.js';
import { notFound } from '../../../shared/domain/errors.js';
import { requireAccountInScope, type OrganisationAccess } from '../../../shared/http/guard.js';
import type { HttpRequest } from '../../../shared/http/types.js';
import { uuid } from '../../../shared/http/validation.js';
import { text } from '../../../shared/api-schemas/text.js';
import { webUrl } from '../../../shared/api-schemas/urls.js';
import { UUID_PATTERN as UUID } from '../../../shared/domain/uuid.js';

const name = text().trim().min(1, 'must not be empty').max(100);
const slug = z.string().regex(SLUG_PATTERN, 'must be 1 to 60 lowercase letters, digits and dashes, with no dash at either end');
const displayName = text().trim().min(1, 'must not be empty (send null to use the name)').max(100).nullable();
const themeColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour of the form #RRGGBB').nullable();
const httpUrl = webUrl().nullable();
const logoFileId = uuid.nullable();

const settings = {
  displayName: displayName.optional(),
  logoFileId: logoFileId.optional(),
  themeColor: themeColor.optional(),
  successUrl: httpUrl.optional(),
  failUrl: httpUrl.optional(),
};

export const createAccountBody = z.object({ name, slug: slug.optional(), ...settings }).strict();

export const updateAccountBody = z
  .object({
    name: name.optional(),
    slug: slug.optional(),
    ...settings,
    status: z.enum(['active', 'paused'], { error: 'must be active or paused (archive with POST .../archive)' }).optional(),
    isDefault: z.literal(true, { error: 'only the value true is accepted (make another account default instead)' }).optional(),
    refundLateSuccesses: z.boolean().optional(),
  })
  .strict();

export const listAccountsQuery = z
  .object({
    includeArchived: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
  })
  .strict();

/** PUT .../routing: the whole routing of an account, at most one route per provider. */
export const routingBody = z
  .object({
    routes: z
      .array(z.object({ provider: z.enum(PROVIDER_CODES), affiliationId: uuid }).strict())
      .max(PROVIDER_CODES.length, `must have at most ${PROVIDER_CODES.length} routes (one per provider)`),
  })
  .strict();


/**
 * The `{accountId}` of a path, within the caller's scope. A malformed id names no account
 * (404); an account outside the caller's scope is 403 `account_out_of_scope` whether it
 * exists or not, so a scoped member learns nothing of other accounts.
 */
export function accountIdOf(request: HttpRequest, access: OrganisationAccess): string {
  const accountId = request.params.accountId ?? '';
  if (!UUID.test(accountId)) throw notFound('payment_account_not_found', 'Payment account');
  const id = accountId.toLowerCase();
  requireAccountInScope(access, id);
  return id;
}
