// Payment links. One item per link, keyed by its public slug (`LINK#<slug>`): the payer's
// page and the start of a payment read it in one call. The slug derives from the link id
// (a hash), so the merchant routes, which name the id, find the same item in one call too.
// Two index partitions list an organisation's links, all of them or one account's.
//
// The counts (`paymentsCount`, `succeededCount`, `collectedAmount`) move only with `ADD`,
// in the transactions that create a payment and settle it: they are never recounted.
// Settings move with a version check, so that two changes cannot overwrite each other.
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName, type TransactItem } from './client.js';
import { keys } from './keys.js';
import { accountInFilter, queryPage, type Page } from './pagination.js';
import type { LinkStatus, LinkAmountType, LinkUsage, PayerFieldMode, PayerFields, LinkSettings, PaymentLinkRecord } from '../domain/records/payment-link.js';
import { LINK_STATUSES, PAYER_FIELD_MODES } from '../domain/records/payment-link.js';

export type { LinkStatus, LinkAmountType, LinkUsage, PayerFieldMode, PayerFields, LinkSettings, PaymentLinkRecord };
export { LINK_STATUSES, PAYER_FIELD_MODES };

export const linkKeys = keys.link;

/** 14 characters of `[0-9a-z]` minus look-alikes: 70 bits of a hash of the id. */
const SLUG_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const SLUG_PATTERN = /^[0-9a-hjkmnp-tv-z]{14}$/;

export function slugOf(linkId: string): string {
  const digest = createHash('sha256').update(`payment-link:${linkId}`).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 9)) bits = (bits << 8n) | BigInt(byte);
  let slug = '';
  for (let i = 0; i < 14; i += 1) {
    slug += SLUG_ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return slug;
}

/** Successful payments after which the link is completed; undefined: no limit. */
export const capOf = (link: Pick<LinkSettings, 'usage' | 'maxUses'>) => (link.usage === 'single' ? 1 : (link.maxUses ?? undefined));

/** Index and internal attributes written beside the record. */
function storedAttributes(link: PaymentLinkRecord) {
  const cap = capOf(link);
  return {
    GSI1PK: linkKeys.byOrganisation(link.organisationId),
    GSI1SK: `${link.createdAt}#${link.id}`,
    GSI2PK: linkKeys.byAccount(link.organisationId, link.paymentAccountId),
    GSI2SK: `${link.createdAt}#${link.id}`,
    titleLower: link.title.toLowerCase(),
    ...(cap === undefined ? {} : { cap }),
  };
}

const INTERNAL = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'titleLower', 'cap'];
function strip(item: Record<string, unknown>): PaymentLinkRecord {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !INTERNAL.includes(name))) as unknown as PaymentLinkRecord;
}

/** Writes a new link; false when its slug is taken (another id hashed to it). */
export async function putNewLink(link: PaymentLinkRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...linkKeys.item(link.slug), ...link, ...storedAttributes(link) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getLinkBySlug(slug: string): Promise<PaymentLinkRecord | undefined> {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: linkKeys.item(slug), ConsistentRead: true }));
  return out.Item ? strip(out.Item) : undefined;
}

export async function getLink(linkId: string): Promise<PaymentLinkRecord | undefined> {
  const link = await getLinkBySlug(slugOf(linkId));
  return link?.id === linkId ? link : undefined;
}

/**
 * Replaces the settings (and the stored state) of a link, conditioned on the version read.
 * False when another change came first.
 */
export async function saveLinkChange(
  link: PaymentLinkRecord,
  change: Partial<LinkSettings> & { state?: PaymentLinkRecord['state']; disabledAt?: string | null },
  now: Date,
): Promise<PaymentLinkRecord | false> {
  const after: PaymentLinkRecord = { ...link, ...change, version: link.version + 1, updatedAt: now.toISOString() };
  const { cap, titleLower } = storedAttributes(after);
  const set: Record<string, unknown> = { ...change, version: after.version, updatedAt: after.updatedAt, titleLower };
  const names: Record<string, string> = { '#version': 'version', '#cap': 'cap' };
  const values: Record<string, unknown> = { ':seen': link.version };
  const assignments = Object.entries(set).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  if (cap !== undefined) values[':cap'] = cap;
  const expression = `SET ${[...assignments, ...(cap !== undefined ? ['#cap = :cap'] : [])].join(', ')}${cap === undefined ? ' REMOVE #cap' : ''}`;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: linkKeys.item(link.slug),
        UpdateExpression: expression,
        ConditionExpression: '#version = :seen',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return after;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The link's part of the transaction that starts a payment from it: one more payment, on the
 * link exactly as it was read (same version: same settings and state) and not completed
 * meanwhile. A single-use link is also claimed for this payment until it ends or expires:
 * the claim succeeds only over no claim, the claim that was read, or a claim run out.
 */
export function claimLinkForPayment(link: PaymentLinkRecord, payment: { reference: string; expiresAt: string }, now: Date): TransactItem {
  const names: Record<string, string> = { '#version': 'version', '#cap': 'cap', '#succeeded': 'succeededCount', '#count': 'paymentsCount' };
  const values: Record<string, unknown> = { ':seen': link.version, ':one': 1 };
  const conditions = ['#version = :seen', '(attribute_not_exists(#cap) OR #succeeded < #cap)'];
  let update = 'ADD #count :one';
  if (link.usage === 'single') {
    names['#busyRef'] = 'busyReference';
    names['#busyUntil'] = 'busyUntil';
    values[':ref'] = payment.reference;
    values[':until'] = payment.expiresAt;
    values[':now'] = now.toISOString();
    update += ' SET #busyRef = :ref, #busyUntil = :until';
    const free = ['attribute_not_exists(#busyRef)', '#busyUntil <= :now'];
    if (link.busyReference) {
      values[':seenRef'] = link.busyReference;
      free.push('#busyRef = :seenRef');
    }
    conditions.push(`(${free.join(' OR ')})`);
  }
  return {
    Update: {
      TableName: tableName(),
      Key: linkKeys.item(link.slug),
      UpdateExpression: update,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The link's part of a settlement: one more successful payment and its amount. */
export function countLinkSuccess(linkId: string, amount: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: linkKeys.item(slugOf(linkId)),
      UpdateExpression: 'ADD #succeeded :one, #collected :amount',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#succeeded': 'succeededCount', '#collected': 'collectedAmount' },
      ExpressionAttributeValues: { ':one': 1, ':amount': amount },
    },
  };
}

export interface LinkListQuery {
  organisationId: string;
  accountId?: string;
  /** The accounts a scoped member may see (when no account is named). */
  visibleAccountIds?: readonly string[];
  status?: LinkStatus;
  /** Title contains, case insensitive. */
  q?: string;
  cursor?: string | null;
  limit?: number;
  now: Date;
}

/**
 * Links newest first. The effective status is derived from the stored state, the count of
 * successful payments against the cap, and `expiresAt` against now; the filter says the same
 * as `effectiveStatus` (shared/links/link-view.ts), in DynamoDB's words.
 */
export async function listLinks(query: LinkListQuery): Promise<Page<PaymentLinkRecord>> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions: string[] = [];
  if (query.status) {
    names['#state'] = 'state';
    values[':disabled'] = 'disabled';
    if (query.status === 'disabled') conditions.push('#state = :disabled');
    else {
      Object.assign(names, { '#cap': 'cap', '#succeeded': 'succeededCount' });
      if (query.status === 'completed') conditions.push('#state <> :disabled AND attribute_exists(#cap) AND #succeeded >= #cap');
      else {
        names['#expiresAt'] = 'expiresAt';
        values[':now'] = query.now.toISOString();
        const notCompleted = '(attribute_not_exists(#cap) OR #succeeded < #cap)';
        if (query.status === 'expired') conditions.push(`#state <> :disabled AND ${notCompleted} AND #expiresAt <= :now`);
        else {
          values[':null'] = 'NULL';
          conditions.push(`#state <> :disabled AND ${notCompleted} AND (attribute_type(#expiresAt, :null) OR #expiresAt > :now)`);
        }
      }
    }
  }
  if (query.q) {
    names['#titleLower'] = 'titleLower';
    values[':q'] = query.q.toLowerCase();
    conditions.push('contains(#titleLower, :q)');
  }
  if (!query.accountId && query.visibleAccountIds) conditions.push(accountInFilter(query.visibleAccountIds, names, values));
  const page = await queryPage<Record<string, unknown>>({
    index: query.accountId ? 'GSI2' : 'GSI1',
    partition: query.accountId ? linkKeys.byAccount(query.organisationId, query.accountId) : linkKeys.byOrganisation(query.organisationId),
    limit: query.limit,
    cursor: query.cursor,
    ...(conditions.length ? { filter: { expression: conditions.join(' AND '), names, values } } : {}),
  });
  return { items: page.items.map(strip), nextCursor: page.nextCursor };
}
