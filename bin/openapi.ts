// Writes docs/generated/openapi.json from the route manifests and the zod schemas (lib/tools/contract/openapi.ts), and
// the client's types from it (lib/web/client/generated/schema.ts).
import { writeFileSync } from 'node:fs';
import { API_TYPES_PATH, renderApiTypes } from '../lib/tools/contract/generate-client.js';
import { OPENAPI_PATH, renderOpenApi } from '../lib/tools/contract/openapi.js';

const document = renderOpenApi();
writeFileSync(OPENAPI_PATH, document);
console.log(`wrote ${OPENAPI_PATH}`);
writeFileSync(API_TYPES_PATH, await renderApiTypes(document));
console.log(`wrote ${API_TYPES_PATH}`);
