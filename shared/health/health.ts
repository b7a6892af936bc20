// What GET /health checks: that the service reaches its table. Handlers call this, never the store.
import * as table_health from '../store/table-health.js';

export const checkTable: typeof table_health.checkTable = (...args) => table_health.checkTable(...args);
