// Local mode's stand-in for IAM: every handler runs inside the name of its function, and every
// use of the table, key, bucket, queues or email is checked against what that function's manifest
// declares (functions/manifest.ts). An undeclared use throws, so the request fails in a test as it
// would fail on AWS, instead of passing here and failing in production.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { observeResourceAccess, refusal, type ResourceAccess, type ResourceUse } from '../../shared/config/resource-use.js';

const running = new AsyncLocalStorage<string>();

export interface ResourceGuard {
  /** Wraps a handler so that it runs as the named function. */
  as<A extends unknown[], R>(functionName: string, handler: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
  /** Every refused use since the guard was installed, for tests that want to see them. */
  refused: string[];
  /**
   * The uses a function has made since the guard was installed, counted by kind: the DynamoDB
   * call (`GetItem`, `TransactWriteItems`...), `kms:<use>`, `bucket:<use>`, `queue:<name>`,
   * `email`. What the storage-budget tests count.
   */
  usesOf(functionName: string): Record<string, number>;
}

const useName = (access: ResourceAccess): string =>
  access.resource === 'table'
    ? access.operation
    : access.resource === 'key'
      ? `kms:${access.use}`
      : access.resource === 'bucket'
        ? `bucket:${access.use}`
        : access.resource === 'queue'
          ? `queue:${access.queue}`
          : 'email';

/**
 * Installs the check for this process. `RESOURCE_GUARD_LOG=<file>` also appends every use, as a
 * JSON line, to that file: how a new function's declaration is found from its tests.
 */
export function installResourceGuard(usesByFunction: ReadonlyMap<string, ResourceUse>): ResourceGuard {
  const refused: string[] = [];
  const counts = new Map<string, Map<string, number>>();
  const log = process.env.RESOURCE_GUARD_LOG;
  observeResourceAccess((access: ResourceAccess) => {
    const functionName = running.getStore();
    // Outside a handler (the demo seed, a test's own set-up): not a function's use.
    if (functionName === undefined) return;
    if (log) appendFileSync(log, `${JSON.stringify({ functionName, ...access })}\n`);
    const ofFunction = counts.get(functionName) ?? new Map<string, number>();
    counts.set(functionName, ofFunction);
    ofFunction.set(useName(access), (ofFunction.get(useName(access)) ?? 0) + 1);
    const uses = usesByFunction.get(functionName);
    const why = uses ? refusal(uses, access) : 'a function with no declaration';
    if (why) {
      const message = `Function ${functionName} used ${why} without declaring it in its manifest's uses`;
      refused.push(message);
      throw new Error(message);
    }
  });
  return {
    as: (functionName, handler) => (...args) => running.run(functionName, () => handler(...args)),
    refused,
    usesOf: (functionName) => Object.fromEntries(counts.get(functionName) ?? []),
  };
}
