// The CDK app: `cdk synth -c stage=sandbox|production` (default sandbox).
// cdk-nag's AWS Solutions checks run on every synth, so a finding fails the build, not a review.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { resolveStageConfig } from './config/stages.js';
import { createServiceStacks } from './stacks/service-stacks.js';

export function main(): void {
  const app = new App();
  const stage = resolveStageConfig({ context: (key) => app.node.tryGetContext(key) });
  createServiceStacks(app, stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  app.synth();
}
