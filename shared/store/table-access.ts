// Names a DynamoDB call's use of the table: the operation and the partition keys it touches,
// read from the call's input, marshalled or not. Local mode checks them against the running
// function's declaration (shared/config/resource-use.ts).
import type { ResourceAccess, TableUse } from '../config/resource-use.js';

/** The document client's command names, mapped to the DynamoDB API call they make. */
const OPERATION_OF: Record<string, string> = {
  Get: 'GetItem',
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  BatchGet: 'BatchGetItem',
  BatchWrite: 'BatchWriteItem',
  TransactGet: 'TransactGetItems',
  TransactWrite: 'TransactWriteItems',
};

const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);
/** The DynamoDB API calls that change items: a failed one may leave the table changed. */
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** Whether a DynamoDB API call (`PutItem`, `TransactWriteItems`...) changes items. */
export const isWriteOperation = (operation: string): boolean => WRITES.has(operation);

/** The table uses a call needs (shared/config/resource-use.ts): a transaction needs those of its items. */
function usesOf(operation: string, input: Input): TableUse[] {
  if (operation === 'DescribeTable') return ['describe'];
  if (READS.has(operation)) return ['read'];
  if (operation === 'DeleteItem') return ['delete'];
  if (operation === 'BatchWriteItem') return ['batchWrite'];
  if (operation === 'TransactWriteItems') {
    const items: Input[] = input.TransactItems ?? [];
    const uses = new Set<TableUse>();
    for (const item of items) uses.add(item.Delete ? 'delete' : 'write');
    return uses.size ? [...uses].sort() : ['write'];
  }
  return ['write'];
}

type Input = Record<string, any>;

/** A partition key, whether the document client has marshalled it yet (`{S: ...}`) or not. */
const pkOf = (key: Input | undefined): string[] => {
  const value = key?.PK;
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && typeof value.S === 'string') return [value.S];
  return [];
};

/** The value a query's key condition gives the partition key (`PK = :pk` or `#pk = :pk`). */
function queryPartition(input: Input): string[] {
  const names: Record<string, string> = input.ExpressionAttributeNames ?? {};
  const values: Input = input.ExpressionAttributeValues ?? {};
  for (const [, name, placeholder] of String(input.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    if ((names[name!] ?? name) !== 'PK') continue;
    const value = values[placeholder!];
    return pkOf({ PK: value });
  }
  return [];
}

function partitionKeys(operation: string, input: Input): string[] {
  switch (operation) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return pkOf(input.Key);
    case 'PutItem':
      return pkOf(input.Item);
    case 'Query':
      return queryPartition(input);
    case 'BatchGetItem':
      return Object.values<Input>(input.RequestItems ?? {}).flatMap((table) => (table.Keys ?? []).flatMap(pkOf));
    case 'BatchWriteItem':
      return Object.values<Input[]>(input.RequestItems ?? {}).flatMap((requests) =>
        requests.flatMap((r) => [...pkOf(r.PutRequest?.Item), ...pkOf(r.DeleteRequest?.Key)]),
      );
    case 'TransactGetItems':
      return (input.TransactItems ?? []).flatMap((item: Input) => pkOf(item.Get?.Key));
    case 'TransactWriteItems':
      return (input.TransactItems ?? []).flatMap((item: Input) => [
        ...pkOf(item.Put?.Item),
        ...pkOf(item.Update?.Key),
        ...pkOf(item.Delete?.Key),
        ...pkOf(item.ConditionCheck?.Key),
      ]);
    default:
      return [];
  }
}

/** The DynamoDB API call a command makes (`PutCommand` and `PutItemCommand` both make PutItem). */
export function operationOf(commandName: string): string {
  const name = commandName.replace(/Command$/, '');
  return OPERATION_OF[name] ?? name;
}

export function tableAccessOf(commandName: string, input: Input): Extract<ResourceAccess, { resource: 'table' }> {
  const operation = operationOf(commandName);
  return {
    resource: 'table',
    uses: usesOf(operation, input ?? {}),
    operation,
    partitionKeys: partitionKeys(operation, input ?? {}),
    ...(typeof input?.IndexName === 'string' ? { index: input.IndexName } : {}),
  };
}
