// npm run docs:policy: rewrites docs/authorisation.md from the route manifests.
import { writeFileSync } from 'node:fs';
import { renderPolicyDoc } from '../lib/policy-doc.js';

writeFileSync(new URL('../docs/authorisation.md', import.meta.url), renderPolicyDoc());
process.stdout.write('docs/authorisation.md written\n');
