// Request shapes of the payment routes, and what every payment route shares: the payment
// named by the path (404 for another organisation's), and who acts for the timeline.
import * as z from 'zod';
import { MAX_EXPIRY_MINUTES, PROVIDER_CODES } from '../../../shared/domain/payments.js';
import { notFound } from '../../../shared/domain/errors.js';
import { LOCALES } from '../../../shared/domain/locale.js';
import { accessOf, principalOf, requireAccountInScope, type OrganisationAccess } from '../../../shared/http/guard.js';
import type { HttpRequest } from '../../../shared/http/types.js';
import { limitParam, metadataField, organisationIdField, uuid } from '../../../shared/http/validation.js';
import { text } from '../../../shared/api-schemas/text.js';
import { webUrl } from '../../../shared/api-schemas/urls.js';
import type { Actor } from '../../../shared/domain/timeline.js';
import { getPayment } from '../../../shared/payments/payment-reads.js';
import { PAYMENT_STATUSES, TIMELINE_CATEGORIES, type PaymentRecord, type TimelineSource } from '../../../shared/domain/records/payment.js';
import { REFUND_REASONS, REFUND_STATUSES } from '../../../shared/domain/records/refund.js';
import { isCalendarDay } from '../../../shared/domain/days.js';

const REFERENCE = /^[0-9a-f]{24}$/;

const payer = z
  .object({
    firstName: text().max(100).optional(),
    lastName: text().max(100).optional(),
    email: text().email().max(254).optional(),
    phone: text().max(32).optional(),
  })
  .strict();

export const createPaymentBody = z
  .object({
    organisationId: organisationIdField,
    paymentAccountId: uuid.optional(),
    amount: z.number().int('must be an integer number of millimes').positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.literal('TND', { message: 'must be TND' }),
    description: text().max(280).nullish(),
    orderId: text().min(1).max(255).nullish(),
    payer: payer.optional(),
    acceptedProviders: z.array(z.enum(PROVIDER_CODES)).max(PROVIDER_CODES.length * 2).optional(),
    successUrl: webUrl().nullish(),
    failUrl: webUrl().nullish(),
    webhookUrl: webUrl().nullish(),
    expiresInMinutes: z.number().int().min(1).max(MAX_EXPIRY_MINUTES).optional(),
    metadata: metadataField.optional(),
    channel: z.enum(['api', 'link']).default('api'),
    locale: z.enum(LOCALES).nullish(),
  })
  .strict();

export const createRefundBody = z
  .object({
    organisationId: organisationIdField,
    amount: z.number().int('must be an integer number of millimes').positive().max(Number.MAX_SAFE_INTEGER).optional(),
    reason: z.enum(REFUND_REASONS).default('requested_by_customer'),
    description: text().max(280).nullish(),
  })
  .strict();

export const cancelPaymentBody = z
  .object({ organisationId: organisationIdField, reason: text().max(200).nullish() })
  .strict();

/** A day alone (`2026-03-01`) means the start of that day in Tunis time (Africa/Tunis). */
const dateTime = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], {
    message: 'must be an ISO 8601 date-time with an offset, or a date',
  })
  .transform((v) => (v.length === 10 ? startOfTunisDay(v) : new Date(v).toISOString()));

function startOfTunisDay(day: string): string {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  // Tunis's offset that day (UTC+1 since 2009; read from the time zone data rather than assumed).
  const name = new Intl.DateTimeFormat('en', { timeZone: 'Africa/Tunis', timeZoneName: 'longOffset' })
    .formatToParts(midnightUtc)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  const offsetMinutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(midnightUtc.getTime() - offsetMinutes * 60_000).toISOString();
}

export const listPaymentsQuery = z
  .object({
    organisationId: organisationIdField,
    cursor: z.string().min(1).max(2048).optional(),
    limit: limitParam(),
    from: dateTime.optional(),
    to: dateTime.optional(),
    account: uuid.optional(),
    provider: z.enum(PROVIDER_CODES).optional(),
    status: z.enum(PAYMENT_STATUSES).optional(),
    q: text().trim().min(1).max(254).optional().describe('a reference, an orderId, a payer email or a payer phone, matched exactly (case and phone format aside)'),
    link: uuid.optional().describe("a payment link's id: the payments started from it"),
  })
  .strict()
  .refine((query) => !(query.q && query.link), { message: 'search by q or by link, not both', path: ['link'] });

export const listRefundsQuery = z
  .object({
    organisationId: organisationIdField,
    cursor: z.string().min(1).max(2048).optional(),
    limit: limitParam(),
    from: dateTime.optional(),
    to: dateTime.optional(),
    account: uuid.optional(),
    provider: z.enum(PROVIDER_CODES).optional(),
    status: z.enum(REFUND_STATUSES).optional(),
  })
  .strict();

export const timelineQuery = (defaultLimit: number) =>
  z
    .object({
      organisationId: organisationIdField,
      category: z.array(z.enum(TIMELINE_CATEGORIES)).optional(),
      cursor: z.string().min(1).max(2048).optional(),
      limit: limitParam(200, defaultLimit),
    })
    .strict();

export const attemptsQuery = z.object({ organisationId: organisationIdField }).strict();
export const paymentQuery = attemptsQuery;

/** The payment of the path, if it is the caller's organisation's and in the caller's scope. */
export async function requirePaymentOf(request: HttpRequest, access: OrganisationAccess = accessOf(request)): Promise<PaymentRecord> {
  return requireVisible(await readPaymentNamed(request.params.reference ?? ''), access);
}

/** The payment a path's reference names, whoever asks; undefined when it names none. */
export const readPaymentNamed = async (reference: string): Promise<PaymentRecord | undefined> =>
  REFERENCE.test(reference) ? getPayment(reference) : undefined;

/** `payment` if `access` may see it: 404 for another organisation's (or none), 403 outside the caller's scope. */
export function requireVisible(payment: PaymentRecord | undefined, access: OrganisationAccess): PaymentRecord {
  if (!payment || payment.organisationId !== access.organisation.id) throw notFound('payment_not_found', 'Payment');
  requireAccountInScope(access, payment.paymentAccountId);
  return payment;
}

/** Who acts, in the timeline's words: an API key (merchant API) or a member (dashboard). */
export function timelineActorOf(request: HttpRequest): { actor: Actor; source: TimelineSource } {
  const principal = principalOf(request);
  return principal.kind === 'api_key'
    ? { actor: { type: 'api_key', id: principal.apiKey.id }, source: 'merchant_api' }
    : { actor: { type: 'merchant_user', id: principal.user.id }, source: 'dashboard' };
}

/** A day `YYYY-MM-DD` that exists (Africa/Tunis days: the overview counts by day). */
const calendarDay = z.string().refine(isCalendarDay, { message: 'must be a day YYYY-MM-DD' });

export const paymentSummaryQuery = z
  .object({
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    account: uuid.optional(),
  })
  .strict();

export const sendPaymentBody = z
  .object({
    organisationId: organisationIdField,
    channel: z.literal('email', { message: 'must be email' }).default('email'),
  })
  .strict();

/** POST /organisations/{id}/payments/exports: the list's filters, without its paging. */
export const exportPaymentsBody = z
  .object({
    from: dateTime.optional(),
    to: dateTime.optional(),
    account: uuid.optional(),
    provider: z.enum(PROVIDER_CODES).optional(),
    status: z.enum(PAYMENT_STATUSES).optional(),
    q: text().trim().min(1).max(254).optional().describe('as GET /payments: a reference, an orderId, a payer email or phone'),
    link: uuid.optional().describe("a payment link's id: the payments started from it"),
  })
  .strict()
  .refine((body) => !(body.q && body.link), { message: 'search by q or by link, not both', path: ['link'] })
  .refine((body) => !(body.from && body.to && body.from >= body.to), { message: 'must be after from', path: ['to'] });

export const exportQuery = z.object({}).strict();
