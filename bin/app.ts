// The CDK app (cdk.json runs it): lib/infra/app.ts.
import { main } from '../lib/infra/app.js';

main();
