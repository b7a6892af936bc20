// Starts the stand-ins once for the whole run; test files reach them through `inject`.
import type { TestProject } from 'vitest/node';
import { startStandIns, type StandIns } from '../../lib/local/stand-ins/index.js';
import { FILES_BUCKET } from '../../lib/local/app.js';

let standIns: StandIns | undefined;

export async function setup(project: TestProject): Promise<void> {
  standIns = await startStandIns({ buckets: [FILES_BUCKET] });
  project.provide('standIns', {
    dynamodbEndpoint: standIns.dynamodbEndpoint,
    sqsEndpoint: standIns.sqsEndpoint,
    s3Endpoint: standIns.s3Endpoint,
    kmsEndpoint: standIns.kmsEndpoint,
    kmsKeyId: standIns.kmsKeyId,
  });
}

export async function teardown(): Promise<void> {
  await standIns?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    standIns: {
      dynamodbEndpoint: string;
      sqsEndpoint: string;
      s3Endpoint: string;
      kmsEndpoint: string;
      kmsKeyId: string;
    };
  }
}
