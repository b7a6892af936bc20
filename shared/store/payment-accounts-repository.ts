// Payment accounts (collection points) of an organisation. The default account is named
// by one pointer item, so that "exactly one default" is a single conditional write.
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName, type TransactItem } from './client.js';
import { keys } from './keys.js';
import { queryOrganisationItems } from './organisations-repository.js';

export type PaymentAccountStatus = 'active' | 'paused' | 'archived';

export interface RouteRecord {
  provider: string;
  affiliationId: string;
}

export interface PaymentAccountRecord {
  id: string;
  organisationId: string;
  name: string;
  slug: string;
  displayName: string | null;
  logoFileId: string | null;
  themeColor: string | null;
  successUrl: string | null;
  failUrl: string | null;
  status: PaymentAccountStatus;
  archivedAt: string | null;
  routes: RouteRecord[];
  /**
   * The merchant's choice: money collected by an attempt after its payment ended (or another
   * attempt succeeded) is refunded automatically where the provider can. Off by default.
   */
  refundLateSuccesses?: boolean;
  createdAt: string;
  updatedAt: string;
}

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
    {
      Put: {
        TableName: tableName(),
        Item: { ...accountKeys.slug(account.organisationId, account.slug), accountId: account.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...accountKeys.item(account.organisationId, account.id), ...account },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
  if (options.asDefault) {
    puts.push({
      Put: {
        TableName: tableName(),
        Item: { ...accountKeys.defaultPointer(account.organisationId), accountId: account.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    });
  }
  return puts;
}

export const listPaymentAccounts = (organisationId: string) =>
  queryOrganisationItems<PaymentAccountRecord>(organisationId, 'ACCOUNT#');

export async function getPaymentAccount(organisationId: string, accountId: string) {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: accountKeys.item(organisationId, accountId), ConsistentRead: true }),
  );
  if (!out.Item) return undefined;
  const { PK: _a, SK: _b, ...account } = out.Item;
  return account as PaymentAccountRecord;
}

export async function getDefaultAccountId(organisationId: string): Promise<string | undefined> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: accountKeys.defaultPointer(organisationId), ConsistentRead: true }),
  );
  return out.Item?.accountId as string | undefined;
}
