// Request shapes of the admin console's organisation routes (onboarding, status, contract, v2
// migration): read by the actions and by lib/openapi-operations.ts.
import * as z from 'zod';
import { legacyApiKeyField, uuid } from '../../../shared/http/validation.js';
import { isUuid } from '../../../shared/domain/uuid.js';
import { isLegacyId, LEGACY_ID_PATTERN } from '../../../shared/domain/v2-legacy.js';

/** Wallet ids in one change: each is two writes of its single transaction (DynamoDB takes 100). */
export const MAX_LEGACY_WALLETS = 40;
import { text } from '../../../shared/api-schemas/text.js';
import { contactFields, legalIdentityFields } from '../../../shared/organisations/profile-fields.js';
import { KYB_STATUSES } from '../../../shared/domain/records/organisation.js';

export const onboardBody = z
  .object({
    ...legalIdentityFields,
    ...contactFields,
    ownerEmail: text().trim().max(254).pipe(z.email({ message: 'must be an email address' })),
  })
  .strict();

export const statusBody = z
  .object({ status: z.enum(['active', 'suspended']), reason: text().trim().min(1, 'is required').max(500) })
  .strict();

const legacyId = z
  .string()
  .trim()
  .regex(LEGACY_ID_PATTERN, 'must be 24 hexadecimal characters')
  .transform((id) => id.toLowerCase());

export const v2MigrationBody = z
  .object({
    v2Mode: z.enum(['served', 'relayed']).optional().describe('who answers the v2 calls; unchanged when omitted'),
    reason: text().trim().min(1, 'is required').max(500),
    /** The organisation id the previous platform's v2 keys carry, when it is not this one's. */
    previousOrganisationId: z
      .string()
      .trim()
      .refine((id) => isLegacyId(id) || isUuid(id), "must be the previous platform's organisation id (24 hexadecimal characters)")
      .transform((id) => id.toLowerCase())
      .optional()
      .describe("the previous platform's organisation id: 24 hexadecimal characters (a UUID is still taken)"),
    legacyWallets: z
      .array(z.object({ walletId: legacyId, paymentAccountId: uuid.transform((id) => id.toLowerCase()) }).strict())
      .min(1)
      .max(MAX_LEGACY_WALLETS)
      .refine((wallets) => new Set(wallets.map((w) => w.walletId)).size === wallets.length, 'must name each walletId once')
      .optional()
      .describe("the previous platform's wallet ids (24 hexadecimal characters), each with the payment account of this organisation it reaches"),
    legacyApiKey: legacyApiKeyField
      .optional()
      .describe("the shop's existing v2 key, `<24 hexadecimal characters>:<secret>`: kept as its hash only, never shown again"),
  })
  .strict()
  .refine(
    (body) => body.v2Mode !== undefined || body.previousOrganisationId !== undefined || body.legacyWallets !== undefined || body.legacyApiKey !== undefined,
    { message: 'give v2Mode, previousOrganisationId, legacyWallets or legacyApiKey', path: ['v2Mode'] },
  );

/** Clocks differ a little between the console and the service. */
const CLOCK_SKEW_MS = 5 * 60_000;
export const contractBody = z
  .object({
    signedAt: z.iso
      .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
      .transform((value) => new Date(value).toISOString())
      .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, 'must not be in the future')
      .optional(),
  })
  .strict();

/** GET /admin/organisations: the contract gives no query; these narrow the one array it answers. */
export const adminOrganisationsQuery = z
  .object({
    q: text()
      .trim()
      .max(200)
      .optional()
      .describe('part of the name or legal name (case and accents aside), or of the tax id (separators aside)'),
    kybStatus: z.enum(KYB_STATUSES).optional(),
  })
  .strict();

/** POST /admin/organisations/{id}/owner-invitation: the latest owner invitation's address unless another is given. */
export const ownerInvitationBody = z
  .object({
    email: text()
      .trim()
      .max(254)
      .pipe(z.email({ message: 'must be an email address' }))
      .optional()
      .describe("the owner's address; the latest owner invitation's when omitted"),
  })
  .strict();

export const staffDownloadQuery = z
  .object({
    disposition: z
      .enum(['inline', 'attachment'])
      .default('attachment')
      .describe('`inline`: shown by the browser (PDF, PNG, JPEG); `attachment`: saved'),
  })
  .strict();
