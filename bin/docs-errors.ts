// npm run docs:errors: rewrites docs/generated/errors.md from the code (every error code, its status and its routes).
import { writeFileSync } from 'node:fs';
import { collectErrorCodes, renderErrorsDoc, unraisedCodes } from '../lib/tools/contract/errors-doc.js';

const uses = collectErrorCodes();
writeFileSync(new URL('../docs/generated/errors.md', import.meta.url), renderErrorsDoc(uses));
process.stdout.write('docs/generated/errors.md written\n');
const unraised = unraisedCodes(uses);
if (unraised.length) process.stdout.write(`codes in shared/domain/errors.ts that nothing raises: ${unraised.join(', ')}\n`);
