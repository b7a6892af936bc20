// The writes that keep the read copies of organisation and account items exactly as current as the
// items: every change of such an item in a transaction is followed by the same change on each copy.
import { describe, expect, it } from 'vitest';
import type { TransactItem } from '../../../../shared/store/client.js';
import { changesCopiedItem, copyKey, isCopied, READ_COPIES, withCopies } from '../../../../shared/store/read-copies.js';

const T = 'table';
const ORG = { PK: 'ORG#o1', SK: 'ORG' };
const ACCOUNT = { PK: 'ORG#o1', SK: 'ACCOUNT#a1' };
const copies = (key: { PK: string; SK: string }) => Array.from({ length: READ_COPIES }, (_, n) => copyKey(key, n));

describe('isCopied', () => {
  it('names the organisation item and its account items, nothing else of the partition', () => {
    expect(isCopied(ORG)).toBe(true);
    expect(isCopied(ACCOUNT)).toBe(true);
    for (const SK of ['ACCOUNT_SLUG#shop', 'ACCOUNT_DEFAULT', 'AFFILIATION#x', 'MEMBER#u', 'WEBHOOK_ENDPOINT#e']) {
      expect(isCopied({ PK: 'ORG#o1', SK }), SK).toBe(false);
    }
    expect(isCopied({ PK: 'ORG#o1#COPY#0', SK: 'ORG' })).toBe(false);
    // A marshalled key (a write that bypassed the document client) cannot be copied: refused, not missed.
    expect(() => isCopied({ PK: { S: 'ORG#o1' }, SK: { S: 'ACCOUNT#a1' } })).toThrow(/document client/);
    expect(isCopied({ PK: { S: 'PAY#r' }, SK: { S: 'PAYMENT' } })).toBe(false);
    expect(isCopied({ PK: 'ORG#o1#AUDIT', SK: 'ORG' })).toBe(false);
  });
});

describe('withCopies', () => {
  it('puts a new item on every copy, without its index attributes or its condition', () => {
    const put: TransactItem = {
      Put: { TableName: T, Item: { ...ORG, GSI1PK: 'ORGS', GSI1SK: 'x', id: 'o1', status: 'active' }, ConditionExpression: 'attribute_not_exists(PK)' },
    };
    const writes = withCopies([put]);
    expect(writes[0]).toBe(put);
    expect(writes.slice(1)).toEqual(copies(ORG).map((key) => ({ Put: { TableName: T, Item: { ...key, id: 'o1', status: 'active' } } })));
  });

  it('makes the same update on every copy, keeping only the names and values the update uses', () => {
    const update: TransactItem = {
      Update: {
        TableName: T,
        Key: ACCOUNT,
        UpdateExpression: 'SET routes = :routes, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND routes = :readRoutes AND #status <> :archived',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':routes': [1], ':now': 'n', ':readRoutes': [], ':archived': 'archived' },
      },
    };
    const writes = withCopies([update]);
    expect(writes).toHaveLength(1 + READ_COPIES);
    expect(writes.slice(1)).toEqual(
      copies(ACCOUNT).map((key) => ({
        Update: { TableName: T, Key: key, UpdateExpression: 'SET routes = :routes, updatedAt = :now', ExpressionAttributeValues: { ':routes': [1], ':now': 'n' } },
      })),
    );
  });

  it('appends the copies after every write of the caller, so that a failed condition still names its write', () => {
    const other: TransactItem = { Put: { TableName: T, Item: { PK: 'ORG#o1#AUDIT', SK: 'AUDIT#1' } } };
    const check: TransactItem = { ConditionCheck: { TableName: T, Key: ORG, ConditionExpression: 'attribute_exists(PK)' } };
    const update: TransactItem = { Update: { TableName: T, Key: ORG, UpdateExpression: 'SET #f0 = :v0', ExpressionAttributeNames: { '#f0': 'status' }, ExpressionAttributeValues: { ':v0': 'suspended' } } };
    const writes = withCopies([other, check, update]);
    expect(writes.slice(0, 3)).toEqual([other, check, update]);
    // A condition check reads the item; it is not copied.
    expect(writes.slice(3).map((w) => w.Update?.Key)).toEqual(copies(ORG));
  });

  it('adds nothing to writes that already carry their copies, or that change no copied item', () => {
    const update: TransactItem = { Update: { TableName: T, Key: ORG, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': 1 } } };
    const once = withCopies([update]);
    expect(withCopies(once)).toEqual(once);
    const plain: TransactItem = { Put: { TableName: T, Item: { PK: 'PAY#r', SK: 'PAYMENT' } } };
    expect(withCopies([plain])).toEqual([plain]);
  });

  it('refuses an update that would set an index attribute of a copied item', () => {
    const update: TransactItem = { Update: { TableName: T, Key: ORG, UpdateExpression: 'SET #k = :k', ExpressionAttributeNames: { '#k': 'GSI1SK' }, ExpressionAttributeValues: { ':k': 'x' } } };
    expect(() => withCopies([update])).toThrow(/index attributes/);
  });
});

describe('changesCopiedItem', () => {
  it('tells a lone write of an organisation or account item from any other', () => {
    expect(changesCopiedItem({ Update: { TableName: T, Key: ACCOUNT, UpdateExpression: 'SET a = :a' } })).toBe(true);
    expect(changesCopiedItem({ Put: { TableName: T, Item: { ...ORG } } })).toBe(true);
    expect(changesCopiedItem({ Delete: { TableName: T, Key: ACCOUNT } })).toBe(true);
    expect(changesCopiedItem({ Update: { TableName: T, Key: { PK: 'ORG#o1', SK: 'AFFILIATION#x' }, UpdateExpression: 'SET a = :a' } })).toBe(false);
  });
});
