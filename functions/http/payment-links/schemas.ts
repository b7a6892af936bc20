// Request shapes of the merchant's payment-link routes. Types and lengths here; the rules
// between fields (amount_required, amount_bounds_invalid...) in shared/links/link-settings.ts.
import * as z from 'zod';
import { PROVIDER_CODES } from '../../../shared/domain/payments.js';
import { limitParam, organisationIdField, uuid } from '../../../shared/http/validation.js';
import { text } from '../../../shared/api-schemas/text.js';
import { webUrl } from '../../../shared/api-schemas/urls.js';
import { LINK_STATUSES, PAYER_FIELD_MODES } from '../../../shared/domain/records/payment-link.js';
import { MAX_USES_LIMIT } from '../../../shared/links/link-settings.js';

const millimes = z.number().int('must be an integer number of millimes').positive().max(Number.MAX_SAFE_INTEGER);
const mode = z.enum(PAYER_FIELD_MODES);

/** Every setting a link has; all optional here (PATCH), required ones added for creation. */
const settings = {
  title: text().trim().min(1, 'must not be empty').max(80),
  description: text().max(500).nullish(),
  amountType: z.enum(['fixed', 'open']),
  usage: z.enum(['single', 'reusable']),
  amount: millimes.nullish(),
  minAmount: millimes.nullish(),
  maxAmount: millimes.nullish(),
  // The range (1 to 100000) is a rule of its own: 400 `max_uses_invalid`.
  maxUses: z.number().int('must be an integer').meta({ minimum: 1, maximum: MAX_USES_LIMIT }).nullish(),
  expiresAt: z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
    .transform((value) => new Date(value).toISOString())
    .nullish(),
  acceptedProviders: z.array(z.enum(PROVIDER_CODES)).max(PROVIDER_CODES.length * 2).nullish(),
  payerFields: z.object({ name: mode.optional(), email: mode.optional(), phone: mode.optional() }).strict().optional(),
  successMessage: text().max(280).nullish(),
  redirectUrl: webUrl().nullish(),
  // Read by the guard with a session; ignored with an API key, whatever it holds.
  organisationId: organisationIdField,
};

export const createLinkBody = z
  .object({ ...settings, title: settings.title, amountType: settings.amountType, usage: settings.usage, paymentAccountId: uuid.optional() })
  .strict();

const fixed = (field: string) => z.never({ message: `${field} cannot be changed` }).optional();

export const changeLinkBody = z
  .object({
    ...Object.fromEntries(Object.entries(settings).map(([name, schema]) => [name, schema.optional()])),
    paymentAccountId: fixed('paymentAccountId'),
    slug: fixed('slug'),
  })
  .strict() as unknown as z.ZodType<Partial<z.output<typeof createLinkBody>>>;

export const organisationOnly = z.object({ organisationId: organisationIdField }).strict();

export const listLinksQuery = z
  .object({
    organisationId: organisationIdField,
    cursor: z.string().min(1).max(2048).optional(),
    limit: limitParam(),
    q: text().trim().min(1).max(80).optional(),
    account: uuid.optional(),
    status: z.enum(LINK_STATUSES).optional(),
  })
  .strict();
