// Payment links. One item per link, keyed by its public slug (`LINK#<slug>`): the payer's
// page and the start of a payment read it in one call. The slug derives from the link id
// (a hash), so the merchant routes, which name the id, find the same item in one call too.
// Two index partitions list an organisation's links, all of them or one account's.
//
// The counts (`paymentsCount`, `succeededCount`, `collectedAmount`) move only with `ADD`,
// in the transactions that create a payment and settle it: they are never recounted. A link
// with a cap counts on its item, where the cap is checked atomically. A link without a cap
// counts over LINK_COUNT_SHARDS counter items (`LINK#<slug>#COUNT#<n>`, n from the payment's
// reference), so that one busy link is not one hot item; a merchant's read sums them.
// Settings move with a version check, so that two changes cannot overwrite each other; the
// counter items carry a copy of the version, kept by the same transaction, which a start checks.
import { createHash } from 'node:crypto';
import { batchGetItems, getItem } from './batch-get.js';
import { failedConditionIndexes, isConditionFailure, type TransactItem } from './client.js';
import { itemUpdate, newItemPut, setAssignments } from './item-writes.js';
import { keys } from './keys.js';
import { accountInFilter, filterOfAll, pageWithItems, queryPage, type Page } from './pagination.js';
import { everyShard, shardOf } from './shards.js';
import { transact, transactUnlessRaced, writeIfStill } from './transact.js';
import type { LinkStatus, LinkSettings, PaymentLinkRecord } from '../domain/records/payment-link.js';
import { SLUG_PATTERN } from '../domain/records/payment-link.js';


export const linkKeys = keys.link;

/** 14 characters of `[0-9a-z]` minus look-alikes: 70 bits of a hash of the id. */
const SLUG_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

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

/**
 * A link without a cap counts over this many items, so that its starts and successes (2 WCU each
 * on one item) stay under a partition's 1 000 WCU/s (docs/data-model.md says why 16).
 */
export const LINK_COUNT_SHARDS = 16;

/** The counter items of a link that counts over shards (none for one that never did). */
const countShardKeys = (link: Pick<PaymentLinkRecord, 'slug' | 'countShards'>) =>
  everyShard(link.countShards ?? 0).map((shard) => linkKeys.countShard(link.slug, shard));

/** Whether a link's starts and successes count on its counter items now: it counts over shards and has no cap. */
const countsOnShards = (link: PaymentLinkRecord) => (link.countShards ?? 0) > 0 && capOf(link) === undefined;

const COUNTS = ['paymentsCount', 'succeededCount', 'collectedAmount'] as const;

/** A new counter item: nothing counted yet, the link's version copied. */
const newCountShard = (slug: string, shard: number, version: number): TransactItem =>
  newItemPut({ ...linkKeys.countShard(slug, shard), linkVersion: version, paymentsCount: 0, succeededCount: 0, collectedAmount: 0 });

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

/**
 * Writes a new link; false when its slug is taken (another id hashed to it). A link without a cap
 * is written with its counter items, in one transaction.
 */
export async function putNewLink(link: PaymentLinkRecord, alsoWrite: readonly TransactItem[] = []): Promise<boolean> {
  const sharded = capOf(link) === undefined;
  const put = newItemPut({ ...linkKeys.item(link.slug), ...link, ...storedAttributes(link), ...(sharded ? { countShards: LINK_COUNT_SHARDS } : {}) });
  if (alsoWrite.length) {
    // With the caller's own writes (an Idempotency-Key's answer): all or nothing. Only a condition
    // of the link's own items means "this slug is taken"; the caller's conditions are its business.
    const own: TransactItem[] = [put, ...(sharded ? everyShard(LINK_COUNT_SHARDS).map((shard) => newCountShard(link.slug, shard, link.version)) : [])];
    try {
      await transact([...own, ...alsoWrite]);
      return true;
    } catch (error) {
      if (isConditionFailure(error) && failedConditionIndexes(error).some((index) => index < own.length)) return false;
      throw error;
    }
  }
  if (sharded) {
    const shards = everyShard(LINK_COUNT_SHARDS).map((shard) => newCountShard(link.slug, shard, link.version));
    return transactUnlessRaced([put, ...shards]);
  }
  return writeIfStill(put);
}

/**
 * A link as its item holds it: the settings, and the counts of its item only. Enough to start a
 * payment and for the payer's view: a link with a cap has all its successful payments counted on
 * its item. A merchant's view reads `getLink`, which adds the counter items.
 */
export async function getLinkBySlug(slug: string): Promise<PaymentLinkRecord | undefined> {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  const item = await getItem(linkKeys.item(slug));
  return item ? strip(item) : undefined;
}

/** The link's counts with those of its counter items added (the items read, by key). */
function withShardCounts(link: PaymentLinkRecord, counters: ReadonlyMap<string, Record<string, unknown>>): PaymentLinkRecord {
  const total = { paymentsCount: link.paymentsCount, succeededCount: link.succeededCount, collectedAmount: link.collectedAmount };
  for (const key of countShardKeys(link)) {
    const counter = counters.get(key.PK);
    if (counter) for (const count of COUNTS) total[count] += Number(counter[count] ?? 0);
  }
  return { ...link, ...total };
}

/**
 * A link with all its counts: its item and its counter items, in one BatchGetItem (the counter
 * keys are asked whether the link has them or not, so that one round trip answers).
 */
export async function getLink(linkId: string): Promise<PaymentLinkRecord | undefined> {
  const slug = slugOf(linkId);
  const itemKey = linkKeys.item(slug);
  const items = await batchGetItems([itemKey, ...countShardKeys({ slug, countShards: LINK_COUNT_SHARDS })]);
  const item = items.find((i) => i.SK === itemKey.SK);
  if (!item || item.id !== linkId) return undefined;
  return withShardCounts(strip(item), new Map(items.map((i) => [String(i.PK), i])));
}

/**
 * Replaces the settings (and the stored state) of a link, conditioned on the version read.
 * False when another change came first. A link that counts over shards (or starts to, losing its
 * cap) has its counter items changed in the same transaction: their copy of the version, whether
 * the link has a cap now, and, when it gains one, their successful payments moved onto its item,
 * where the cap is checked (each on the count read: a success counted meanwhile makes it read again).
 */
export async function saveLinkChange(
  link: PaymentLinkRecord,
  change: Partial<LinkSettings> & { state?: PaymentLinkRecord['state']; disabledAt?: string | null },
  now: Date,
): Promise<PaymentLinkRecord | false> {
  const after: PaymentLinkRecord = { ...link, ...change, version: link.version + 1, updatedAt: now.toISOString() };
  const { cap, titleLower } = storedAttributes(after);
  const startsSharding = !link.countShards && cap === undefined;
  if (startsSharding) after.countShards = LINK_COUNT_SHARDS;
  const folds = countsOnShards(link) && cap !== undefined;
  const folded = folds ? await shardSuccesses(link) : [];

  // The counts move only by ADD, and a single-use link's claim by its own write: a change read
  // with them does not write them back (a start counted meanwhile would be lost).
  const settings = Object.fromEntries(Object.entries(change).filter(([field]) => !NOT_CHANGED_BY_SETTINGS.has(field)));
  const set: Record<string, unknown> = { ...settings, version: after.version, updatedAt: after.updatedAt, titleLower };
  if (startsSharding) set.countShards = LINK_COUNT_SHARDS;
  const names: Record<string, string> = { '#version': 'version', '#cap': 'cap' };
  const values: Record<string, unknown> = { ':seen': link.version };
  const assignments = setAssignments(set, names, values, { name: '#f', value: ':v' });
  if (cap !== undefined) values[':cap'] = cap;
  let expression = `SET ${[...assignments, ...(cap !== undefined ? ['#cap = :cap'] : [])].join(', ')}${cap === undefined ? ' REMOVE #cap' : ''}`;
  const moved = folded.reduce((sum, n) => sum + n, 0);
  if (moved > 0) {
    names['#succeeded'] = 'succeededCount';
    values[':moved'] = moved;
    expression += ' ADD #succeeded :moved';
  }
  const linkUpdate = itemUpdate(linkKeys.item(link.slug), {
    UpdateExpression: expression,
    ConditionExpression: '#version = :seen',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });

  if (!after.countShards) return (await writeIfStill(linkUpdate)) ? after : false;
  const counters: TransactItem[] = startsSharding
    ? everyShard(LINK_COUNT_SHARDS).map((shard) => newCountShard(link.slug, shard, after.version))
    : countShardKeys(link).map((key, shard) => counterAfterChange(key, after.version, cap !== undefined, folds ? folded[shard]! : undefined));
  return (await transactUnlessRaced([linkUpdate, ...counters])) ? after : false;
}

const NOT_CHANGED_BY_SETTINGS = new Set<string>([...COUNTS, 'countShards', 'busyReference', 'busyUntil', 'version', 'updatedAt']);

/** The successful payments counted on each counter item of a link, read consistently (shard order). */
async function shardSuccesses(link: PaymentLinkRecord): Promise<number[]> {
  const keyList = countShardKeys(link);
  const items = new Map((await batchGetItems(keyList)).map((i) => [String(i.PK), i]));
  return keyList.map((key) => Number(items.get(key.PK)?.succeededCount ?? 0));
}

/**
 * A counter item after a change of its link: the new version; marked `capped` while the link has a
 * cap (a success decided before the cap cannot land there after its count was moved); and, when
 * the cap is new, its successful payments moved to the item (`succeeded`: the count read).
 */
function counterAfterChange(key: Record<string, unknown>, version: number, capped: boolean, succeeded: number | undefined): TransactItem {
  const names: Record<string, string> = { '#linkVersion': 'linkVersion', '#capped': 'capped' };
  const values: Record<string, unknown> = { ':version': version };
  let expression = capped ? 'SET #linkVersion = :version, #capped = :true' : 'SET #linkVersion = :version REMOVE #capped';
  if (capped) values[':true'] = true;
  let condition = 'attribute_exists(PK)';
  if (succeeded !== undefined) {
    names['#succeeded'] = 'succeededCount';
    values[':read'] = succeeded;
    condition += ' AND #succeeded = :read';
    if (succeeded > 0) {
      values[':minus'] = -succeeded;
      expression += ' ADD #succeeded :minus';
    }
  }
  return itemUpdate(key, { UpdateExpression: expression, ConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values });
}

/**
 * The link's part of the transaction that starts a payment from it: one more payment, on the
 * link exactly as it was read (same version: same settings and state) and not completed
 * meanwhile. A single-use link is also claimed for this payment until it ends or expires:
 * the claim succeeds only over no claim, the claim that was read, or a claim run out.
 */
export function claimLinkForPayment(link: PaymentLinkRecord, payment: { reference: string; expiresAt: string }, now: Date): TransactItem {
  // Without a cap (never single-use): counted on one of its counter items, whose copy of the version stands for the link's.
  if (countsOnShards(link)) {
    return itemUpdate(linkKeys.countShard(link.slug, shardOf(payment.reference, link.countShards!)), {
      UpdateExpression: 'ADD #count :one',
      ConditionExpression: '#linkVersion = :seen AND attribute_not_exists(#capped)',
      ExpressionAttributeNames: { '#count': 'paymentsCount', '#linkVersion': 'linkVersion', '#capped': 'capped' },
      ExpressionAttributeValues: { ':one': 1, ':seen': link.version },
    });
  }
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
  return itemUpdate(linkKeys.item(link.slug), {
    UpdateExpression: update,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** Where a link counts its successful payments: on its item, or over counter items (`shards`). */
export interface LinkCounting {
  slug: string;
  shards?: number;
}

/** Where a payment started from this link counts its start, kept on the payment: over counter items, or on the item (null). */
export const startCountShards = (link: PaymentLinkRecord): number | null => (countsOnShards(link) ? link.countShards! : null);

/**
 * Where a settlement counts a success, as the payment's start counted it, without reading the link:
 * on the item (always right: the link's counts are its item's plus its counters'), or over counter
 * items, whose condition fails if the link has gained a cap since, and the settlement then reads
 * the link (`linkCountingOf`). Undefined for a payment started before the payment kept it.
 */
export function linkCountingAtStart(payment: { paymentLinkId: string | null; linkCountShards?: number | null }): LinkCounting | undefined {
  if (!payment.paymentLinkId || payment.linkCountShards === undefined) return undefined;
  const slug = slugOf(payment.paymentLinkId);
  return payment.linkCountShards ? { slug, shards: payment.linkCountShards } : { slug };
}

/** Where a settlement counts a success of this link (one read of its item's cap and counter layout). */
export async function linkCountingOf(linkId: string): Promise<LinkCounting> {
  const slug = slugOf(linkId);
  const item = await getItem(linkKeys.item(slug), { projection: { expression: '#cap, #countShards', names: { '#cap': 'cap', '#countShards': 'countShards' } } });
  const shards = item?.countShards as number | undefined;
  return shards && item?.cap === undefined ? { slug, shards } : { slug };
}

/**
 * The link's part of a settlement: one more successful payment and its amount. Over counter items,
 * only while the link has no cap: once it has one, the condition fails and the settlement reads again.
 */
export function countLinkSuccess(counting: LinkCounting, reference: string, amount: number): TransactItem {
  const add = {
    UpdateExpression: 'ADD #succeeded :one, #collected :amount',
    ExpressionAttributeValues: { ':one': 1, ':amount': amount },
  };
  if (counting.shards) {
    return itemUpdate(linkKeys.countShard(counting.slug, shardOf(reference, counting.shards)), {
      ...add,
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#capped)',
      ExpressionAttributeNames: { '#succeeded': 'succeededCount', '#collected': 'collectedAmount', '#capped': 'capped' },
    });
  }
  return itemUpdate(linkKeys.item(counting.slug), {
    ...add,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#succeeded': 'succeededCount', '#collected': 'collectedAmount' },
  });
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
  // A filter applies after each read of `limit` links: a read that matched none is followed by the next.
  const page = await pageWithItems(
    (cursor) =>
      queryPage<Record<string, unknown>>({
        index: query.accountId ? 'GSI2' : 'GSI1',
        partition: query.accountId ? linkKeys.byAccount(query.organisationId, query.accountId) : linkKeys.byOrganisation(query.organisationId),
        limit: query.limit,
        cursor,
        ...filterOfAll(conditions, names, values),
      }),
    query.cursor,
  );
  const links = page.items.map(strip);
  // The counter items of the page's links that have them, in one round of BatchGetItem calls
  // (eventually consistent, as the index the page comes from).
  const counters = await batchGetItems(links.flatMap(countShardKeys), { consistent: false });
  const byKey = new Map(counters.map((i) => [String(i.PK), i]));
  return { items: links.map((link) => withShardCounts(link, byKey)), nextCursor: page.nextCursor };
}
