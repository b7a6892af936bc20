// npm run backfill:payments -- --before <ISO> [--organisation <id>]: counters and search entries of older payments (lib/tools/admin/backfill-payments.ts).
import { main } from '../lib/tools/admin/backfill-payments.js';

await main();
