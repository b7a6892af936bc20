// npm run routes: how many of the contract's routes (routes.tsv) the service serves.
import { coverage } from '../lib/tools/contract/routes-coverage.js';

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
