// Turns the OpenAPI document into TypeScript types (openapi-typescript): the checkout page, the
// dashboard and the merchant example type their calls by these, never by hand copies.
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export const API_TYPES_PATH = join(import.meta.dirname, '../../web/client/generated/schema.ts');

const HEADER = '// Generated from docs/generated/openapi.json by `npm run openapi` (openapi-typescript). Do not edit.\n';

export async function renderApiTypes(openapiJson: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(openapiJson), { alphabetize: false, exportType: false });
  return `${HEADER}/* eslint-disable */\n${astToString(ast)}`;
}
