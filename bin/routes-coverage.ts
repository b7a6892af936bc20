// npm run routes: how many of the contract's routes (routes.tsv) the service serves.
import { main } from '../lib/tools/contract/routes-coverage.js';

main();
