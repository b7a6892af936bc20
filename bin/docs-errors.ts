// npm run docs:errors: rewrites docs/errors.md from the code (every error code, its status and its routes).
import { writeFileSync } from 'node:fs';
import { collectErrorCodes, renderErrorsDoc, unraisedCodes } from '../lib/errors-doc.js';

const uses = collectErrorCodes();
writeFileSync(new URL('../docs/errors.md', import.meta.url), renderErrorsDoc(uses));
process.stdout.write('docs/errors.md written\n');
const unraised = unraisedCodes(uses);
if (unraised.length) process.stdout.write(`codes in shared/domain/errors.ts that nothing raises: ${unraised.join(', ')}\n`);
