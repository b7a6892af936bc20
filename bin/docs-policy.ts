// npm run docs:policy: rewrites docs/generated/authorisation.md from the route manifests.
import { main } from '../lib/tools/contract/policy-doc.js';

main();
