// npm run docs:errors: rewrites docs/generated/errors.md from the code (every error code, its status and its routes).
import { main } from '../lib/tools/contract/errors-doc.js';

main();
