// The unit project's global setup: starts the route analysis the contract tests share
// (test/support/route-analysis.ts) beside the test workers.
import { startRouteAnalysis } from './route-analysis.js';

let analysis: { stop(): void } | undefined;

export function setup(): void {
  analysis = startRouteAnalysis();
}

export function teardown(): void {
  analysis?.stop();
}
