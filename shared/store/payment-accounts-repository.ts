// Payment accounts (collection points) of an organisation. The default account is named
// by one pointer item, so that "exactly one default" is a single conditional write.
import { randomUUID } from 'node:crypto';
import { batchGetItems, getItem } from './batch-get.js';
import { readFromCopies } from './copy-reads.js';
import type { TransactItem } from './client.js';
import { itemCheck, itemDelete, itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { organisationFromItem, queryOrganisationItems } from './organisations-repository.js';
import { type OrganisationRecord } from '../domain/records/organisation.js';
import type { RouteRecord, PaymentAccountRecord } from '../domain/records/payment-account.js';


export const accountKeys = keys.account;

/** Lowercase letters, digits and dashes, from a display name ("Boutique Café" → "boutique-cafe"). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'account';
}

export function buildPaymentAccount(organisationId: string, input: { name: string; slug?: string }, now = new Date()) {
  const account: PaymentAccountRecord = {
    id: randomUUID(),
    organisationId,
    name: input.name,
    slug: input.slug ?? slugify(input.name),
    displayName: null,
    logoFileId: null,
    themeColor: null,
    successUrl: null,
    failUrl: null,
    status: 'active',
    archivedAt: null,
    routes: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  return account;
}

/** The writes that create an account (its slug must be free); `asDefault` also claims the default pointer. */
export function paymentAccountPuts(account: PaymentAccountRecord, options: { asDefault?: boolean } = {}) {
  const puts: TransactItem[] = [
    newItemPut({ ...accountKeys.slug(account.organisationId, account.slug), accountId: account.id }),
    newItemPut({ ...accountKeys.item(account.organisationId, account.id), ...account }),
  ];
  if (options.asDefault) {
    puts.push(newItemPut({ ...accountKeys.defaultPointer(account.organisationId), accountId: account.id }));
  }
  return puts;
}

/** Archives an account that is not archived yet (terminal). */
export function paymentAccountArchive(organisationId: string, accountId: string, now: Date): TransactItem {
  return itemUpdate(accountKeys.item(organisationId, accountId), {
    UpdateExpression: 'SET #status = :archived, archivedAt = :now, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK) AND #status <> :archived',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':archived': 'archived', ':now': now.toISOString() },
  });
}

/** Checks that `accountId` is an account of the organisation that is not archived. */
export function accountNotArchivedCheck(organisationId: string, accountId: string): TransactItem {
  return itemCheck(accountKeys.item(organisationId, accountId), {
    ConditionExpression: 'attribute_exists(PK) AND #status <> :archived',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':archived': 'archived' },
  });
}

/** Checks that the default pointer does not name `accountId` (or that there is none). */
export function notDefaultAccountCheck(organisationId: string, accountId: string): TransactItem {
  return itemCheck(accountKeys.defaultPointer(organisationId), {
    ConditionExpression: 'attribute_not_exists(PK) OR accountId <> :id',
    ExpressionAttributeValues: { ':id': accountId },
  });
}

/** Sets fields of an account that is not archived and still has the slug read. */
export function paymentAccountUpdate(
  organisationId: string,
  accountId: string,
  changes: Record<string, unknown>,
  readSlug: string,
  now: Date,
): TransactItem {
  const names: Record<string, string> = { '#status': 'status', '#slug': 'slug' };
  const values: Record<string, unknown> = {
    ':archived': 'archived',
    ':readSlug': readSlug,
    ':updatedAt': now.toISOString(),
  };
  const sets = ['updatedAt = :updatedAt'];
  for (const [field, value] of Object.entries(changes)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  return itemUpdate(accountKeys.item(organisationId, accountId), {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(PK) AND #status <> :archived AND #slug = :readSlug',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** Releases the account's slug claim (it must still be this account's). */
export function accountSlugRelease(organisationId: string, slug: string, accountId: string): TransactItem {
  return itemDelete(accountKeys.slug(organisationId, slug), {
    ConditionExpression: 'accountId = :id',
    ExpressionAttributeValues: { ':id': accountId },
  });
}

/** Claims a free slug for the account. */
export function accountSlugClaim(organisationId: string, slug: string, accountId: string): TransactItem {
  return newItemPut({ ...accountKeys.slug(organisationId, slug), accountId });
}

/** Points the default at `accountId`, from `previous` (which it must still name), or from none. */
export function defaultAccountMove(organisationId: string, accountId: string, previous: string | undefined): TransactItem {
  return itemUpdate(accountKeys.defaultPointer(organisationId), {
    UpdateExpression: 'SET accountId = :id',
    ...(previous
      ? { ConditionExpression: 'accountId = :previous', ExpressionAttributeValues: { ':id': accountId, ':previous': previous } }
      : { ConditionExpression: 'attribute_not_exists(PK)', ExpressionAttributeValues: { ':id': accountId } }),
  });
}

/** Replaces the routes of an account that exists and is not archived. */
export function accountRoutesSet(organisationId: string, accountId: string, routes: readonly RouteRecord[], at: string): TransactItem {
  return itemUpdate(accountKeys.item(organisationId, accountId), {
    UpdateExpression: 'SET routes = :routes, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK) AND #status <> :archived',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':routes': routes, ':now': at, ':archived': 'archived' },
  });
}

/** The account with `routes` instead of the routes read, if its routing is still the one read. */
function accountRoutesReplaced(account: PaymentAccountRecord, routes: readonly RouteRecord[], at: string): TransactItem {
  return itemUpdate(accountKeys.item(account.organisationId, account.id), {
    UpdateExpression: 'SET routes = :routes, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK) AND routes = :readRoutes',
    ExpressionAttributeValues: { ':routes': routes, ':readRoutes': account.routes, ':now': at },
  });
}

/** The account without its routes to `affiliationId`, if its routing is still the one read. */
export function accountRouteRemoval(account: PaymentAccountRecord, affiliationId: string, at: string): TransactItem {
  return accountRoutesReplaced(account, account.routes.filter((route) => route.affiliationId !== affiliationId), at);
}

/** The account with the status of its routes to `affiliationId` set, if its routing is still the one read. */
export function accountRouteStatusSet(account: PaymentAccountRecord, affiliationId: string, status: string, at: string): TransactItem {
  return accountRoutesReplaced(
    account,
    account.routes.map((route) => (route.affiliationId === affiliationId ? { ...route, affiliationStatus: status } : route)),
    at,
  );
}

export const listPaymentAccounts = (organisationId: string) =>
  queryOrganisationItems<PaymentAccountRecord>(organisationId, accountKeys.prefix);

export async function getPaymentAccount(organisationId: string, accountId: string) {
  const item = await getItem(accountKeys.item(organisationId, accountId));
  if (!item) return undefined;
  const { PK: _a, SK: _b, ...account } = item;
  return account as PaymentAccountRecord;
}

/**
 * An account and its organisation in one round trip (what the checkout shows a payer). The
 * collecting paths read them `fromCopy`: from one of their read copies, as current as the items.
 */
export async function getAccountAndOrganisation(
  organisationId: string,
  accountId: string,
  options: { fromCopy?: boolean } = {},
): Promise<{ account?: PaymentAccountRecord; organisation?: OrganisationRecord }> {
  const accountKey = accountKeys.item(organisationId, accountId);
  const organisationKey = keys.organisation.item(organisationId);
  const found = await (options.fromCopy ? readFromCopies : batchGetItems)([accountKey, organisationKey]);
  const accountItem = found.find((item) => item.SK === accountKey.SK);
  const organisationItem = found.find((item) => item.SK === organisationKey.SK);
  const { PK: _a, SK: _b, ...account } = accountItem ?? {};
  return {
    ...(accountItem ? { account: account as unknown as PaymentAccountRecord } : {}),
    ...(organisationItem ? { organisation: organisationFromItem(organisationItem) } : {}),
  };
}

export async function getDefaultAccountId(organisationId: string): Promise<string | undefined> {
  const item = await getItem(accountKeys.defaultPointer(organisationId));
  return item?.accountId as string | undefined;
}
