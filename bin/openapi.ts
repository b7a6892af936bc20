// Writes docs/openapi.json from the route manifests and the zod schemas (lib/openapi.ts).
import { writeFileSync } from 'node:fs';
import { OPENAPI_PATH, renderOpenApi } from '../lib/openapi.js';

writeFileSync(OPENAPI_PATH, renderOpenApi());
console.log(`wrote ${OPENAPI_PATH}`);
