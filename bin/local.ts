// npm start: the whole service on one machine (lib/local/main.ts).
import { runLocalMode } from '../lib/local/main.js';

await runLocalMode();
