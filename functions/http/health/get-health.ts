// GET /health: the service is up when it can reach its table.
import { env } from '../../../shared/config/env.js';
import { json, type Action } from '../../../shared/http/types.js';
import { checkTable } from '../../../shared/health/health.js';

export const getHealth: Action = async () => {
  const dynamodb = await checkTable();
  const healthy = dynamodb === 'ok';
  return json(healthy ? 200 : 503, {
    status: healthy ? 'ok' : 'degraded',
    version: env().SERVICE_VERSION,
    checks: { dynamodb },
  });
};
