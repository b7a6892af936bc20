import { defineConfig } from 'vitest/config';

// Local tooling runs on Node 20 while Lambda runs Node 22: the SDK's notice about Node 20
// support is known and would repeat in every worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export default defineConfig({
  test: {
    // Two cores: more workers only queue on the CPU and on DynamoDB Local.
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // Shared stand-ins (DynamoDB Local, SQS, S3, KMS) start once; each file gets its own app.
          globalSetup: ['test/helpers/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
