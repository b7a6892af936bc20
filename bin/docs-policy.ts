// npm run docs:policy: rewrites docs/generated/authorisation.md from the route manifests.
import { writeFileSync } from 'node:fs';
import { renderPolicyDoc } from '../lib/tools/contract/policy-doc.js';

writeFileSync(new URL('../docs/generated/authorisation.md', import.meta.url), renderPolicyDoc());
process.stdout.write('docs/generated/authorisation.md written\n');
