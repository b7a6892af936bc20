// `cdk synth` checks every template against CloudFormation's rules (aws-cdk-lib's built-in validation; cdk.json's
// `@aws-cdk/core:validateAgainstDefaultRules` makes its findings errors that fail the synth). The other infra
// tests build without it (test/infra/support.ts); here each stage's whole service is synthesized with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, CfnResource, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { CDK_CONTEXT, newServiceApp } from './support.js';

describe.each(['sandbox', 'production'] as const)('the %s service', (stageName) => {
  it('passes CloudFormation validation, as cdk synth runs it', () => {
    const { app } = newServiceApp(stageName, { cloudFormationValidation: true });
    const assembly = app.synth();
    expect(assembly.stacks.length).toBeGreaterThanOrEqual(7);
    const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8')) as {
      pluginReports: Array<{ violations?: unknown[] }>;
    };
    expect(report.pluginReports.flatMap((r) => r.violations ?? [])).toEqual([]);
  });
});

it("fails the synth of a template CloudFormation would refuse, with cdk.json's flags", () => {
  const app = new App({ context: CDK_CONTEXT });
  new CfnResource(new Stack(app, 'Refused'), 'Queue', { type: 'AWS::SQS::Queue', properties: { Unknown: 1 } });
  expect(() => app.synth()).toThrow(/Unknown/);
});
