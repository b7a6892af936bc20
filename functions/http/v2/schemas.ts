// Request shapes of the v2 compatibility routes. Liberal, as the previous platform was: fields
// the reference does not list are ignored; `null` and "" mean absent; numbers may arrive as
// PHP computes them (`12500.0`, `12344.999999999998`, or as strings) and are kept when within
// 1e-6 of an integer; booleans may be "true"/"1". Every invalid field is named (400 `errors`).
import * as z from 'zod';
import { validationFailed } from '../../../shared/domain/errors.js';
import { fieldErrors, text as humanText } from '../../../shared/api-schemas/text.js';
import { refuseDeepJson, topLevelNumberText } from '../../../shared/http/body.js';
import { webUrl } from '../../../shared/api-schemas/urls.js';
import { JsonNumberText } from '../../../shared/domain/json-number.js';
import { PAYMENT_CHANNELS } from '../../../shared/domain/records/payment.js';

/** How far from an integer a number computed in floating point may be and still count as one. */
export const INTEGER_TOLERANCE = 1e-6;

/** At most this many characters in `orderId`, text or number. */
const MAX_ORDER_ID_LENGTH = 255;

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** An integer, or a number (or numeric text) within 1e-6 of one, rounded; a real fraction is refused. */
const integerLike = (message: string) =>
  z
    .preprocess((value) => (typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value), z.number({ message }))
    .refine((value) => Number.isFinite(value) && Math.abs(value - Math.round(value)) <= INTEGER_TOLERANCE, message)
    .transform((value) => Math.round(value));

const flag = z
  .preprocess(
    (value) =>
      value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value,
    z.boolean({ message: 'must be true or false' }),
  )
  .meta({ documentedAs: { anyOf: [{ type: 'boolean' }, { enum: ['true', 'false', '1', '0', 1, 0] }] } });

/** A number as JSON or as text (a form field, PHP's strings), within `bounds`. */
const numberOrText = (bounds: { minimum: number; maximum: number }, description: string) => ({
  anyOf: [{ type: 'number', ...bounds }, { type: 'string', pattern: NUMERIC_TEXT.source }],
  description,
});

/** One of `words`, in any letter case, spaces around allowed. */
const anyCase = (words: string[]) => ({
  type: 'string',
  pattern: `^\\s*(${words.map((w) => [...w].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('')).join('|')})\\s*$`,
});

/** The rule of every URL a merchant gives (shared/api-schemas/urls.ts), after trimming as v2 always did. */
const trimmedUrl = z
  .preprocess((value) => (typeof value === 'string' ? value.trim() : value), webUrl({ message: 'must be a URL' }))
  .meta({ documentedAs: { type: 'string', description: 'an http(s) URL of at most 2048 characters; spaces around it are ignored' } });

/** Text fields follow the v3 rule of human text (no control character, no unpaired surrogate): liberal is not lossy. */
const text = (max: number) => humanText({ message: 'must be a string' }).trim().max(max, `must be at most ${max} characters`);

const PLUGIN_CHANNELS = PAYMENT_CHANNELS.filter((channel) => channel.startsWith('plugin_'));

export const initPaymentBody = z.object({
  receiverWalletId: z.string({ message: 'is required' }).trim().min(1, 'is required'),
  amount: integerLike('must be an integer number of millimes')
    .pipe(z.number().min(100, 'must be 100 millimes at least').max(30_000_000, 'must be 30000000 millimes at most'))
    .meta({ documentedAs: numberOrText({ minimum: 100, maximum: 30_000_000 }, 'millimes: a whole number (within 1e-6 of one), as a number or as text') }),
  token: humanText({ message: 'must be a currency code' }).trim().default('TND').meta({ documentedAs: { ...anyCase(['TND']), default: 'TND' } }),
  description: text(280).min(3, 'must be 3 to 280 characters').optional(),
  lifespan: integerLike('must be a whole number of minutes')
    .pipe(z.number().min(1, 'must be 1 to 60 minutes').max(60, 'must be 1 to 60 minutes'))
    .optional()
    .meta({ documentedAs: numberOrText({ minimum: 1, maximum: 60 }, 'minutes: a whole number, as a number or as text') }),
  acceptedPaymentMethods: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(humanText({ message: 'must be strings' }), { message: 'must be a list of payment methods' }).max(50))
    .optional()
    .meta({ documentedAs: { anyOf: [{ type: 'array', items: { type: 'string' }, maxItems: 50 }, { type: 'string' }] } }),
  webhook: trimmedUrl.optional(),
  silentWebhook: flag.default(false),
  successUrl: trimmedUrl.optional(),
  failUrl: trimmedUrl.optional(),
  theme: z
    .preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(['light', 'dark'], { message: 'must be light or dark' }))
    .optional()
    .meta({ documentedAs: anyCase(['light', 'dark']) }),
  checkoutForm: flag.default(false),
  orderId: z
    .union([text(MAX_ORDER_ID_LENGTH).min(1), z.number().finite()], { message: 'must be a string or a number' })
    .optional(),
  type: z
    .preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(['immediate', 'partial'], { message: 'must be immediate or partial' }))
    .default('immediate')
    .meta({ documentedAs: { ...anyCase(['immediate', 'partial']), default: 'immediate' } }),
  receiverPhoneNumber: text(32).optional(),
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  phoneNumber: text(32).optional(),
  email: text(254).pipe(z.email({ message: 'must be an email address' })).optional(),
  // Not in the reference: a shop plugin may say which it is; any other value is ignored.
  channel: z
    .enum(PLUGIN_CHANNELS as [string, ...string[]])
    .optional()
    .catch(undefined)
    .meta({ documentedAs: { type: 'string', description: `${PLUGIN_CHANNELS.join(', ')}; any other value is ignored` } }),
}).meta({ emptyMeansAbsent: true, aliases: { receiverWallet: 'receiverWalletId' } });

export type InitPaymentBody = z.output<typeof initPaymentBody>;

/**
 * The body as the previous platform read it: JSON whatever the content type says (PHP's curl
 * sends JSON labelled form-urlencoded), else form fields (`acceptedPaymentMethods[]=...`).
 */
export function readV2Body(raw: Buffer, contentType: string | undefined): Record<string, unknown> {
  const text = raw.toString('utf8').trim();
  if (!text) return {};
  // Form fields may hold brackets of their own: only what reads as JSON is measured.
  if (text.startsWith('{') || text.startsWith('[')) refuseDeepJson(text);
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // not JSON: form fields below, when sent as such
  }
  if ((contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const list = /^(.+)\[\d*\]$/.exec(key);
      if (list) fields[list[1]!] = [...((fields[list[1]!] as string[] | undefined) ?? []), value];
      else fields[key] = value;
    }
    return fields;
  }
  throw validationFailed([{ field: 'body', message: 'must be a JSON object' }]);
}

/** `null` and "" mean absent; `receiverWallet` is an alias of `receiverWalletId`. */
export function parseInitPayment(fields: Record<string, unknown>): InitPaymentBody {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== ''));
  if (present.receiverWalletId === undefined && present.receiverWallet !== undefined) present.receiverWalletId = present.receiverWallet;
  const result = initPaymentBody.safeParse(present);
  if (!result.success) throw validationFailed(fieldErrors(result.error));
  return result.data;
}

/**
 * init-payment's body, read and checked. An `orderId` sent as a JSON number is kept as written in
 * the body's text: parsing has rounded one past 2^53 (a 17-digit WooCommerce order number), and
 * the plugin must find its own order from what GET gives back.
 */
export function readInitPayment(raw: Buffer, contentType: string | undefined): Omit<InitPaymentBody, 'orderId'> & { orderId?: string | JsonNumberText } {
  const { orderId, ...body } = parseInitPayment(readV2Body(raw, contentType));
  if (typeof orderId !== 'number') return { ...body, ...(orderId === undefined ? {} : { orderId }) };
  const written = topLevelNumberText(raw.toString('utf8'), 'orderId') ?? String(orderId);
  if (written.length > MAX_ORDER_ID_LENGTH) {
    throw validationFailed([{ field: 'orderId', message: `must be at most ${MAX_ORDER_ID_LENGTH} characters` }]);
  }
  return { ...body, orderId: new JsonNumberText(written) };
}

export const PAYMENT_REF = /^[a-f0-9]{24}$/;
