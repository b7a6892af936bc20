// npm run bootstrap-admin -- --email E --password P [--role svc_admin]: creates a staff user (lib/tools/admin/bootstrap-admin.ts).
import { main } from '../lib/tools/admin/bootstrap-admin.js';

await main();
