// Writes docs/openapi.json from the route manifests and the zod schemas (lib/openapi.ts), and
// the client's types from it (lib/api-client/schema.ts).
import { writeFileSync } from 'node:fs';
import { API_TYPES_PATH, renderApiTypes } from '../lib/api-client/generate.js';
import { OPENAPI_PATH, renderOpenApi } from '../lib/openapi.js';

const document = renderOpenApi();
writeFileSync(OPENAPI_PATH, document);
console.log(`wrote ${OPENAPI_PATH}`);
writeFileSync(API_TYPES_PATH, await renderApiTypes(document));
console.log(`wrote ${API_TYPES_PATH}`);
