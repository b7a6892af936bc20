// Local mode's stand-in for IAM refuses a table operation its function did not declare: a
// delete by a function that declares reads and writes, whether alone or inside a transaction.
import { afterEach, describe, expect, it } from 'vitest';
import { installResourceGuard } from '../../../../lib/local/resource-guard.js';
import { observeResourceAccess, reportAccess, type ResourceUse } from '../../../../shared/config/resource-use.js';
import { tableAccessOf } from '../../../../shared/store/table-access.js';

const declarations = new Map<string, ResourceUse>([
  ['public', { table: ['read', 'write'], partitions: ['PAY#'] }],
  ['deleter', { table: ['read', 'write', 'delete'] }],
]);

afterEach(() => observeResourceAccess(undefined));

/** Runs one DynamoDB call's report as the named function. */
function call(functionName: string, command: string, input: Record<string, unknown>): Promise<void> {
  const guard = installResourceGuard(declarations);
  return guard.as(functionName, async () => reportAccess(tableAccessOf(command, input)))();
}

const key = { PK: 'PAY#1', SK: 'PAY' };

describe('the resource guard checks each table operation against the declared uses', () => {
  it('allows the reads and writes a function declares', async () => {
    await expect(call('public', 'GetCommand', { Key: key })).resolves.toBeUndefined();
    await expect(call('public', 'UpdateCommand', { Key: key })).resolves.toBeUndefined();
    await expect(call('public', 'TransactWriteCommand', { TransactItems: [{ Put: { Item: key } }, { ConditionCheck: { Key: key } }] })).resolves.toBeUndefined();
  });

  it('refuses a delete, a delete inside a transaction and a batch write to a function that declares none', async () => {
    await expect(call('public', 'DeleteCommand', { Key: key })).rejects.toThrow(/public used table DeleteItem needing delete/);
    await expect(call('public', 'TransactWriteCommand', { TransactItems: [{ Put: { Item: key } }, { Delete: { Key: key } }] })).rejects.toThrow(
      /TransactWriteItems needing delete/,
    );
    await expect(call('public', 'BatchWriteCommand', { RequestItems: { t: [{ PutRequest: { Item: key } }] } })).rejects.toThrow(/needing batchWrite/);
  });

  it('allows the delete to the function that declares it, and still refuses it a batch write', async () => {
    await expect(call('deleter', 'DeleteCommand', { Key: key })).resolves.toBeUndefined();
    await expect(call('deleter', 'TransactWriteCommand', { TransactItems: [{ Delete: { Key: key } }] })).resolves.toBeUndefined();
    await expect(call('deleter', 'BatchWriteCommand', { RequestItems: { t: [{ DeleteRequest: { Key: key } }] } })).rejects.toThrow(/needing batchWrite/);
  });

  it('a write outside the declared partitions is still refused', async () => {
    await expect(call('public', 'PutCommand', { Item: { PK: 'USER#1', SK: 'USER' } })).rejects.toThrow(/partition USER#1/);
  });
});
