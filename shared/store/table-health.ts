// Whether the service can reach its table: what GET /health reports.
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { logger } from '../log/logger.js';
import { db, tableName } from './client.js';

const CHECK_TIMEOUT_MS = 2_000;

export async function checkTable(): Promise<'ok' | 'unreachable'> {
  try {
    await db().send(new DescribeTableCommand({ TableName: tableName() }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    return 'ok';
  } catch (error) {
    logger.warn('health check: table unreachable', { error });
    return 'unreachable';
  }
}
