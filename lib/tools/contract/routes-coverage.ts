// Compares the routes the service serves (the manifests) with the contract's routes.tsv.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routeGroups } from '../../../functions/manifest.js';

/** routes.tsv sits beside the checkout, in the material handed to the project. */
export const ROUTES_TSV = fileURLToPath(new URL('../../../../shared/spec/routes.tsv', import.meta.url));

export interface ContractRoute {
  method: string;
  path: string;
  auth: string;
  source: string;
}

export function contractRoutes(file = ROUTES_TSV): ContractRoute[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [method, path, auth, source] = line.split('\t');
      return { method: method!, path: path!, auth: auth!, source: source! };
    });
}

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

export function coverage(file = ROUTES_TSV) {
  const contract = contractRoutes(file);
  const served = routeGroups.flatMap((group) => group.routes.map((route) => ({ ...route, group: group.name })));
  const contractKeys = new Set(contract.map(routeKey));
  const servedKeys = new Set(served.map(routeKey));
  return {
    contract,
    served,
    covered: contract.filter((route) => servedKeys.has(routeKey(route))),
    missing: contract.filter((route) => !servedKeys.has(routeKey(route))),
    /** Served but not in routes.tsv: allowed only when marked `extra` (and documented). */
    extras: served.filter((route) => !contractKeys.has(routeKey(route))),
  };
}

/** `npm run routes`: how many of the contract's routes (routes.tsv) the service serves, and which not. */
export function main(): void {
  const { contract, covered, missing, extras } = coverage();
  process.stdout.write(`Serving ${covered.length} of ${contract.length} routes in routes.tsv.\n`);
  if (missing.length) {
    process.stdout.write(`\nNot served yet (${missing.length}):\n`);
    for (const route of missing) process.stdout.write(`  ${route.method.padEnd(6)} ${route.path}\n`);
  }
  if (extras.length) {
    process.stdout.write(`\nServed beyond routes.tsv (${extras.length}):\n`);
    for (const route of extras) process.stdout.write(`  ${route.method.padEnd(6)} ${route.path}${route.extra ? '' : '   (NOT marked extra)'}\n`);
  }
}
