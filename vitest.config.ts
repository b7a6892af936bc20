import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Local tooling runs on Node 20 while Lambda runs Node 22: the SDK's notice about Node 20
// support is known and would repeat in every worker.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

// Files that take minutes, started first so that they do not run alone at the end of the run
// (without a results cache, as in CI, vitest starts the largest files first, and these are small).
// The two that mostly wait (on the outbox's delay, on a stalled table) are placed apart, each beside
// files that work: run together, they left both cores idle for half a minute.
const LONG_FILES = [
  'test/integration/reliability/hostile-input.test.ts',
  'test/integration/reliability/soak.test.ts',
  'test/integration/reliability/storage-timeouts.test.ts',
  'test/integration/auth/attempt-limits.test.ts',
  'test/integration/webhooks/merchant-confirmation.test.ts',
  'test/integration/reliability/dynamodb-faults.test.ts',
  'test/integration/payments/payments-api.test.ts',
  'test/integration/payments/ending-in-request.test.ts',
  'test/integration/links/link-count-shards.test.ts',
  'test/integration/workers/outbox/outbox-shards.test.ts',
  'test/integration/auth/totp.test.ts',
  'test/integration/local/npm-start.test.ts',
  'test/integration/payments/refund-late-success.test.ts',
  'test/integration/reliability/slow-provider.test.ts',
  'test/integration/auth/sessions.test.ts',
];

/** Unit tests that replace modules or globals (vi.mock, vi.resetModules, vi.stubGlobal): isolated from the others. */
const MODULE_STATE_FILES = [
  'test/unit/shared/identity/passwords.test.ts',
  'test/unit/shared/log/tracer.test.ts',
  'test/unit/lib/web/checkout/src/api.test.ts',
  'test/unit/lib/tools/contract/openapi.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? LONG_FILES.length : index;
    };
    // Stable: the base order holds between files of equal rank, and projects keep their order.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => (a.file.project.name === b.file.project.name ? rank(a.file) - rank(b.file) : 0) || a.index - b.index)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    // Two workers on two cores. With two, both cores sit idle for about a sixth of a run while files wait (a
    // held table, an outbox delay, the soak's drain). A third worker fills that time but adds its own work (a
    // third module graph, Chromium and CDK build, and contention): on fresh clones, 2026-11-27, it took 568,
    // 606 and 605 s with 14m01s to 15m05s of CPU, against 604 s and 12m25s of CPU with two. No gain worth the
    // extra memory and contention.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MODULE_STATE_FILES],
          // The route analysis three contract tests read runs once, beside the workers.
          globalSetup: ['test/support/unit-global-setup.ts'],
          // One worker process runs file after file, as for the integration tests: imported once per
          // worker, the SDK, zod, the handlers and the CDK cost a third of the time they cost once per file.
          isolate: false,
        },
      },
      {
        // The files that mock, reset or stub modules and globals get a fresh module graph each.
        test: { name: 'unit-isolated', include: MODULE_STATE_FILES, globalSetup: ['test/support/unit-global-setup.ts'] },
      },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 120_000, isolate: false } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          // Shared stand-ins (DynamoDB Local, SQS, S3, KMS) start once; each file gets its own app.
          globalSetup: ['test/support/global-setup.ts'],
          pool: 'forks',
          // One worker process runs file after file: the handlers, the SDK and the web builds are
          // imported once per worker rather than once per file. Each file's app starts a new
          // container (shared/config/container.ts) and puts the environment back when it stops.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
