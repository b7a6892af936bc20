// Started by stand-ins.test.ts in a separate node process: starts DynamoDB Local, prints the java pid, then waits to be killed.
import { LOCAL_AWS_CREDENTIALS, LOCAL_AWS_REGION } from '../../../../../lib/local/stand-ins/index.js';
import { startDynamoDbLocal } from '../../../../../lib/local/stand-ins/dynamodb.js';

const db = await startDynamoDbLocal({ credentials: LOCAL_AWS_CREDENTIALS, region: LOCAL_AWS_REGION });
process.stdout.write(`READY ${db.pid}\n`);
setInterval(() => undefined, 60_000);
