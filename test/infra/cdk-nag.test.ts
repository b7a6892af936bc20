import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { filesBucketName } from '../../lib/infra/config/stages.js';
import { sharedServiceApp } from './support.js';

/** Every acknowledgement (id → reason) recorded anywhere in a construct tree. */
function acknowledgementsIn(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

describe.each(['sandbox', 'production'] as const)('cdk-nag AwsSolutions (%s)', (stageName) => {
  const service = sharedServiceApp(stageName);

  it.each([
    ['data', service.data],
    ['api', service.api],
    ['workers', service.workers],
    ['public rate limits', service.publicRateLimits],
    ['dashboard', service.dashboard],
    ['monitoring', service.monitoring],
  ] as const)('the %s stack has no unacknowledged error', (_, stack) => {
    const report = new AwsSolutionsChecks().validateScope(stack);
    const errors = report.violations
      .filter((v) => v.severity === 'error')
      .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(errors).toEqual([]);
  });

  it('acknowledges only AwsSolutions rules, each with a real reason', () => {
    const acknowledgements = acknowledgementsIn(service.app);
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const ack of acknowledgements) {
      expect(ack.id, ack.path).toMatch(/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/);
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(60);
    }
  });

  it('acknowledges wildcard resources only by their exact finding (X-Ray, the files bucket objects)', () => {
    const wildcardIds = new Set(
      acknowledgementsIn(service.app)
        .filter((ack) => ack.id.startsWith('AwsSolutions-IAM5'))
        .map((ack) => ack.id),
    );
    expect([...wildcardIds].sort()).toEqual(
      [
        'AwsSolutions-IAM5[Resource::*]',
        `AwsSolutions-IAM5[Resource::arn:aws:s3:::${filesBucketName(service.stage)}/*]`,
      ].sort(),
    );
  });
});
