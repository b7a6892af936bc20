// npm run openapi: writes docs/generated/openapi.json from the route manifests and the zod schemas, and the client's types from it.
import { main } from '../lib/tools/contract/openapi.js';

await main();
