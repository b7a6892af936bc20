// GET /health: the service is up when it can reach its table.
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { env } from '../../../shared/config/env.js';
import { json, type Action } from '../../../shared/http/types.js';
import { logger } from '../../../shared/log/logger.js';
import { db, tableName } from '../../../shared/store/client.js';

const CHECK_TIMEOUT_MS = 2_000;

async function checkDynamo(): Promise<'ok' | 'unreachable'> {
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

export const getHealth: Action = async () => {
  const dynamodb = await checkDynamo();
  const healthy = dynamodb === 'ok';
  return json(healthy ? 200 : 503, {
    status: healthy ? 'ok' : 'degraded',
    version: env().SERVICE_VERSION,
    checks: { dynamodb },
  });
};
