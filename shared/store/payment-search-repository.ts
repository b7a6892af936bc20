// Finding payments other than by date: by a search term (GET /payments?q=: an orderId, a payer's
// email or phone, in the form shared/domain/search-terms.ts reduces them to) and by the payment link
// they were started from (GET /payments?link=). Each is read from entries written with the payment,
// in its creation's transaction, and never changed afterwards: one query of the entries' partition
// (a link's: its shards at once), then the payments they name in one batch, where the status and
// provider filters apply (a payment's status moves; its entries stay as written). A page those filters
// leave empty is followed by the next, a few at most (`pageWithItems`).
//
//   term entry  PK = ORG#<orgId>#FIND#<sha256(term), 32 hex>#<shard>  SK = <createdAt>#<reference>
//   link entry  PK = ORG#<orgId>#LINK#<linkId>#PAYMENTS#<shard>        SK = <createdAt>#<reference>
//
// An entry carries the payment's `reference` and `paymentAccountId`, so that scope and the account
// filter apply in the query itself. A link's entries are sharded like the payment lists, since a
// popular link takes payments at the merchant's own rate. A term's entries are sharded too, over
// fewer partitions: a merchant that puts one constant order id or email on every payment would
// otherwise write them all to one partition (at 1 000 payments/s, 2 000 WCU/s in transactions; over
// TERM_SHARDS = 4, 500 each), while a search stays a handful of queries at once.
import { createHash } from 'node:crypto';
import { batchGetItems } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemPut } from './item-writes.js';
import { listFilter, pageWithItems, queryMergedPage, type Page } from './pagination.js';
import { everyShard, shardOf } from './shards.js';
import { LIST_SHARDS, listShardOf, paymentFromItem, paymentKeys } from './payments-repository.js';
import { paymentSearchTerms } from '../domain/search-terms.js';
import type { PaymentRecord, PaymentStatus } from '../domain/records/payment.js';

export const TERM_SHARDS = 4;
const termList = (organisationId: string, term: string) => `ORG#${organisationId}#FIND#${createHash('sha256').update(term).digest('hex').slice(0, 32)}`;
const termPartition = (organisationId: string, term: string, shard: number) => `${termList(organisationId, term)}#${shard}`;
const linkList = (organisationId: string, linkId: string) => `ORG#${organisationId}#LINK#${linkId}#PAYMENTS`;
const linkPartition = (organisationId: string, linkId: string, shard: number) => `${linkList(organisationId, linkId)}#${shard}`;

type Indexed = Pick<PaymentRecord, 'organisationId' | 'paymentAccountId' | 'reference' | 'createdAt' | 'orderId' | 'payer' | 'paymentLinkId'>;

const entry = (PK: string, payment: Indexed): TransactItem =>
  itemPut({ PK, SK: `${payment.createdAt}#${payment.reference}`, reference: payment.reference, paymentAccountId: payment.paymentAccountId });

/** The entries a new payment is found by, written in its creation's transaction. */
export function searchEntryWrites(payment: Indexed): TransactItem[] {
  return [
    ...paymentSearchTerms(payment).map((term) => entry(termPartition(payment.organisationId, term, shardOf(payment.reference, TERM_SHARDS)), payment)),
    ...(payment.paymentLinkId ? [entry(linkPartition(payment.organisationId, payment.paymentLinkId, listShardOf(payment.reference)), payment)] : []),
  ];
}

export interface PaymentFindQuery {
  organisationId: string;
  accountId?: string;
  visibleAccountIds?: readonly string[];
  from?: string;
  to?: string;
  status?: PaymentStatus;
  provider?: string;
  cursor?: string | null;
  limit?: number;
}

/** The payments an entry page names, in its order, those of the status and provider asked only. */
async function paymentsOf(page: Page<Record<string, unknown>>, query: PaymentFindQuery): Promise<Page<PaymentRecord>> {
  const references = page.items.map((item) => String(item.reference));
  const found = new Map(
    (await batchGetItems(references.map((reference) => paymentKeys.payment(reference)))).map((item) => [String(item.reference), paymentFromItem(item)]),
  );
  const items = references
    .map((reference) => found.get(reference))
    .filter((payment): payment is PaymentRecord => payment !== undefined && payment.organisationId === query.organisationId)
    .filter((payment) => (!query.status || payment.status === query.status) && (!query.provider || payment.provider === query.provider));
  return { items, nextCursor: page.nextCursor };
}

/** The payments one list of entries names (`list`, written over `partitions`), newest first (its shards merged). */
async function findPaymentsListed(list: string, partitions: readonly string[], query: PaymentFindQuery): Promise<Page<PaymentRecord>> {
  return pageWithItems(async (cursor) => {
    const page = await queryMergedPage({
      list,
      partitions,
      between: [query.from ?? '0000', query.to ?? '9999'],
      limit: query.limit,
      cursor,
      ...listFilter({ paymentAccountId: query.accountId }, query),
    });
    return paymentsOf(page, query);
  }, query.cursor);
}

/** Payments whose orderId, payer email or payer phone reduces to `term`, newest first (its shards merged). */
export const findPaymentsByTerm = (term: string, query: PaymentFindQuery): Promise<Page<PaymentRecord>> =>
  findPaymentsListed(
    termList(query.organisationId, term),
    everyShard(TERM_SHARDS).map((shard) => termPartition(query.organisationId, term, shard)),
    query,
  );

/** Payments started from a payment link, newest first (its shards merged). */
export const listLinkPayments = (linkId: string, query: PaymentFindQuery): Promise<Page<PaymentRecord>> =>
  findPaymentsListed(
    linkList(query.organisationId, linkId),
    everyShard(LIST_SHARDS).map((shard) => linkPartition(query.organisationId, linkId, shard)),
    query,
  );
