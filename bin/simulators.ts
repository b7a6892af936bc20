// Runs the sandbox simulators on their own: npx tsx bin/simulators.ts [--port-base 4700] (lib/local/simulators/run.ts).
import { main } from '../lib/local/simulators/run.js';

await main();
