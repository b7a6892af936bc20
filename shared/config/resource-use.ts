// What a function may use of the service's resources. Each route group's manifest and each
// worker's definition declares it; the CDK app grants exactly that and nothing else, and local
// mode refuses any other use at run time, so that a missing declaration fails a test instead of
// a production request (docs/architecture.md, "Least privilege").

export type QueueName = 'outbox' | 'webhooks' | 'exports';

/**
 * An operation a function makes on the table's items, as IAM tells them apart: `describe` is
 * DescribeTable alone (the health check); `read` is get and query; `write` is put, update and a
 * transaction's condition check; `delete` is a delete, alone or inside a transaction;
 * `batchWrite` is BatchWriteItem. A function declares the ones it makes, and is granted no other.
 */
export type TableUse = 'describe' | 'read' | 'write' | 'delete' | 'batchWrite';
export const TABLE_USES: readonly TableUse[] = ['describe', 'read', 'write', 'delete', 'batchWrite'];
export type KeyUse = 'decrypt' | 'generateDataKey';
export type BucketUse = 'read' | 'write' | 'delete';

export interface ResourceUse {
  /** The operations the function makes on the table (see TableUse); absent, none. */
  readonly table?: readonly TableUse[];
  /**
   * Partition-key prefixes (`PAY#`, `LINK#`...) the function may read or write; absent, the whole
   * table. A function narrowed this way queries no index (IAM checks an index query's keys
   * against the index, not the table), and reaches no user, session, key or platform secret.
   */
  readonly partitions?: readonly string[];
  /** The application KMS key: `generateDataKey` seals (encrypts) a value, `decrypt` opens one. */
  readonly key?: readonly KeyUse[];
  /** Objects of the files bucket. */
  readonly bucket?: readonly BucketUse[];
  /** Queues the function sends to. */
  readonly queues?: readonly QueueName[];
  /** Sends email (SES on AWS, .eml files locally). */
  readonly email?: boolean;
}

/** One use of a resource, as the code reports it just before the call. */
export type ResourceAccess =
  | {
      resource: 'table';
      /** What the call needs: one use, or several for a transaction (a put and a delete need `write` and `delete`). */
      uses: readonly TableUse[];
      operation: string;
      partitionKeys: readonly string[];
      index?: string;
    }
  | { resource: 'key'; use: KeyUse }
  | { resource: 'bucket'; use: BucketUse }
  | { resource: 'queue'; queue: QueueName }
  | { resource: 'email' };

type Observer = (access: ResourceAccess) => void;
let observer: Observer | undefined;

/** Local mode checks every use against the running function's declaration; on AWS, IAM does. */
export function observeResourceAccess(next: Observer | undefined): void {
  observer = next;
}

/** Called by `shared/store` and `shared/aws` before each call; throws when the use is refused. */
export function reportAccess(access: ResourceAccess): void {
  observer?.(access);
}

/**
 * The IAM actions each table use needs. A transaction is authorised item by item (a Put inside
 * TransactWriteItems needs PutItem, a Delete DeleteItem, a ConditionCheck ConditionCheckItem),
 * a TransactGetItems by GetItem. No Scan: every access pattern is a key lookup or a Query.
 */
export const TABLE_ACTIONS: Record<TableUse, readonly string[]> = {
  describe: ['DescribeTable'],
  read: ['GetItem', 'BatchGetItem', 'Query'],
  write: ['PutItem', 'UpdateItem', 'ConditionCheckItem'],
  delete: ['DeleteItem'],
  batchWrite: ['BatchWriteItem'],
};

/** Why a use is refused under a declaration, or undefined when it is allowed. */
export function refusal(uses: ResourceUse, access: ResourceAccess): string | undefined {
  switch (access.resource) {
    case 'table': {
      const missing = access.uses.filter((use) => !uses.table?.includes(use));
      if (missing.length) {
        return `table ${access.operation} needing ${missing.join(', ')} (declared: ${uses.table?.join(', ') || 'no table'})`;
      }
      if (!uses.partitions) return undefined;
      if (access.index) return `a query of index ${access.index} (declared partitions: ${uses.partitions.join(', ')})`;
      const outside = access.partitionKeys.filter((pk) => !uses.partitions!.some((prefix) => pk.startsWith(prefix)));
      return outside.length ? `table partition ${outside.join(', ')} (declared: ${uses.partitions.join(', ')})` : undefined;
    }
    case 'key':
      return uses.key?.includes(access.use) ? undefined : `KMS ${access.use}`;
    case 'bucket':
      return uses.bucket?.includes(access.use) ? undefined : `bucket ${access.use}`;
    case 'queue':
      return uses.queues?.includes(access.queue) ? undefined : `queue ${access.queue}`;
    case 'email':
      return uses.email ? undefined : 'email';
  }
}
