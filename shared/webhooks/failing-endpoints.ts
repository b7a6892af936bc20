// Endpoints that keep failing (the scheduled `webhooks-health` job): an endpoint whose tries have
// all failed for 5 days is disabled, its organisation's owners and the members who manage its
// webhooks (and can see it) told by email in their language, once a day before and once when it
// happens. Such an endpoint can be enabled again (POST .../enable), unlike a deleted one.
//
// Primary course, for each endpoint of the failing list whose streak began over 4 days ago:
// 1. the endpoint is read again: still active and still failing since the same time;
// 2. from 5 days: one transaction disables it (its condition: the same streak, still active),
//    with one email per recipient (outbox) and an audit entry; the emails are then handed over;
// 3. from 4 days, not warned in this streak: one transaction notes the warning (same
//    condition, and not warned yet), with the emails; so a job run twice, or two runs at once,
//    send each email once.
import { dashboardUrl } from '../config/env.js';
import type { Locale } from '../domain/locale.js';
import { LOCALES } from '../domain/locale.js';
import type { WebhookEndpointRecord } from '../domain/records/webhook-endpoint.js';
import { logger } from '../log/logger.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import { auditPut } from '../store/audit-repository.js';
import type { TransactItem } from '../store/client.js';
import { listMembers, listRoles } from '../store/organisations-repository.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import { transactUnlessRaced } from '../store/transact.js';
import { getUser } from '../store/users-repository.js';
import {
  disableFailingEndpointUpdate,
  endpointWarnedUpdate,
  getWebhookEndpoint,
  listFailingEndpoints,
} from '../store/webhook-endpoints-repository.js';

const DAY_MS = 86_400_000;
export const DISABLE_AFTER_DAYS = 5;
export const WARN_AFTER_DAYS = DISABLE_AFTER_DAYS - 1;
/** Emails per change: one transaction holds them all with the endpoint's write and the audit entry. */
const MAX_RECIPIENTS = 90;

type Notice = 'warning' | 'disabled';

/** The email of a notice, in each language of the dashboard. */
export function failingEndpointEmail(notice: Notice, language: Locale, endpoint: Pick<WebhookEndpointRecord, 'url' | 'failingSince'>) {
  const since = endpoint.failingSince ?? '';
  const link = `${dashboardUrl()}/webhooks`;
  const words = {
    fr: {
      warning: {
        subject: 'Votre endpoint webhook échoue : il sera désactivé demain',
        lines: [
          `Depuis ${since}, chaque envoi vers ${endpoint.url} a échoué.`,
          `S'il échoue encore pendant un jour, il sera désactivé et ne recevra plus d'événements.`,
          `Corrigez votre serveur, puis vérifiez-le avec un événement de test :`,
        ],
      },
      disabled: {
        subject: 'Votre endpoint webhook a été désactivé',
        lines: [
          `Depuis ${since}, chaque envoi vers ${endpoint.url} a échoué : l'endpoint a été désactivé et ne reçoit plus d'événements.`,
          `Une fois votre serveur réparé, réactivez-le puis renvoyez les événements manqués (« Récupérer ») :`,
        ],
      },
    },
    ar: {
      warning: {
        subject: 'نقطة استقبال الويب هوك تفشل: سيتم تعطيلها غدًا',
        lines: [
          `منذ ${since}، فشل كل إرسال إلى \u2066${endpoint.url}\u2069.`,
          'إذا استمر الفشل يومًا آخر، سيتم تعطيلها ولن تستقبل أي أحداث.',
          'أصلحوا خادمكم ثم تحققوا منه بحدث تجريبي:',
        ],
      },
      disabled: {
        subject: 'تم تعطيل نقطة استقبال الويب هوك',
        lines: [
          `منذ ${since}، فشل كل إرسال إلى \u2066${endpoint.url}\u2069: تم تعطيلها ولم تعد تستقبل أي أحداث.`,
          'بعد إصلاح خادمكم، أعيدوا تفعيلها ثم أعيدوا إرسال الأحداث الفائتة («استرجاع»):',
        ],
      },
    },
    en: {
      warning: {
        subject: 'Your webhook endpoint is failing: it will be disabled tomorrow',
        lines: [
          `Since ${since}, every delivery to ${endpoint.url} has failed.`,
          'If it keeps failing for one more day, it will be disabled and receive no more events.',
          'Fix your server, then check it with a test event:',
        ],
      },
      disabled: {
        subject: 'Your webhook endpoint was disabled',
        lines: [
          `Since ${since}, every delivery to ${endpoint.url} has failed: the endpoint was disabled and receives no more events.`,
          'Once your server is fixed, enable it again, then send the missed events again ("Recover"):',
        ],
      },
    },
  } satisfies Record<Locale, Record<Notice, { subject: string; lines: string[] }>>;
  const { subject, lines } = words[language][notice];
  return { subject, text: [...lines, link].join('\n') };
}

/**
 * Who is told about an endpoint: the owners, and the members whose role manages webhooks and
 * who can see the endpoint (scope `all`, or the endpoint's account among theirs).
 */
async function recipientsOf(endpoint: WebhookEndpointRecord): Promise<Array<{ email: string; language: Locale }>> {
  const [members, roles] = await Promise.all([listMembers(endpoint.organisationId), listRoles(endpoint.organisationId)]);
  const manages = new Set(roles.filter((r) => r.permissions.includes('webhooks.manage')).map((r) => r.id));
  const chosen = members.filter(
    (m) =>
      m.isOwner ||
      (manages.has(m.roleId) &&
        (m.scope === 'all' || (endpoint.paymentAccountId !== null && m.accountIds.includes(endpoint.paymentAccountId)))),
  );
  const users = await Promise.all(chosen.slice(0, MAX_RECIPIENTS).map((m) => getUser(m.userId)));
  return users.flatMap((u) =>
    u ? [{ email: u.email, language: u.language && (LOCALES as readonly string[]).includes(u.language) ? u.language : ('fr' as Locale) }] : [],
  );
}

async function notify(endpoint: WebhookEndpointRecord, notice: Notice, change: TransactItem, now: Date): Promise<boolean> {
  const recipients = await recipientsOf(endpoint);
  const emails = recipients.map((r) => newOutboxEvent('email.send', { to: r.email, ...failingEndpointEmail(notice, r.language, endpoint) }, now));
  const written = await transactUnlessRaced([
    change,
    ...emails.map((e) => ({ Put: e.put })),
    auditPut(
      {
        organisationId: endpoint.organisationId,
        actor: { type: 'system', id: null },
        action: notice === 'disabled' ? 'webhook_endpoint.disabled_for_failing' : 'webhook_endpoint.failing_warned',
        target: { type: 'webhook_endpoint', id: endpoint.id },
        accountId: endpoint.paymentAccountId,
        clientIp: null,
        details: { url: endpoint.url, failingSince: endpoint.failingSince ?? null, recipients: recipients.length },
      },
      now,
    ),
  ]);
  if (written) await dispatchOutbox(emails.map((e) => e.id));
  return written;
}

export async function sweepFailingEndpoints(input: { now?: Date; deadline?: number } = {}): Promise<{ warned: number; disabled: number }> {
  const now = input.now ?? new Date();
  const warnBefore = new Date(now.getTime() - WARN_AFTER_DAYS * DAY_MS).toISOString();
  const disableBefore = new Date(now.getTime() - DISABLE_AFTER_DAYS * DAY_MS).toISOString();
  let warned = 0;
  let disabled = 0;
  for (const failing of await listFailingEndpoints(warnBefore)) {
    if (input.deadline && Date.now() > input.deadline) break;
    const endpoint = await getWebhookEndpoint(failing.organisationId, failing.endpointId);
    // Delivered, deleted or enabled again since the list was read: its own write has moved it.
    if (!endpoint || endpoint.status !== 'active' || endpoint.failingSince !== failing.failingSince) continue;
    const since = failing.failingSince;
    if (since <= disableBefore) {
      if (await notify(endpoint, 'disabled', disableFailingEndpointUpdate(endpoint.organisationId, endpoint.id, since, now), now)) disabled += 1;
    } else if (!endpoint.failureWarnedAt) {
      if (await notify(endpoint, 'warning', endpointWarnedUpdate(endpoint.organisationId, endpoint.id, since, now), now)) warned += 1;
    }
  }
  if (warned || disabled) logger.info('failing webhook endpoints', { warned, disabled });
  return { warned, disabled };
}
