// Builds the service's stacks the way `cdk synth` does (cdk.json feature flags, the same
// createServiceStacks), minus esbuild bundling and CloudFormation's validation, for template assertions.
import { readFileSync } from 'node:fs';
import { App, CfnElement, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { resolveStageConfig, type StageConfig, type StageName } from '../../lib/infra/config/stages.js';
import { createServiceStacks, type ServiceStacks } from '../../lib/infra/stacks/service-stacks.js';

export const TEST_ACCOUNT = '123456789012';
export const TEST_REGION = 'eu-west-3';
/** A web ACL for stacks built alone (the service app passes its own, from the rate limits stack). */
export const TEST_WEB_ACL_ARN = `arn:aws:wafv2:us-east-1:${TEST_ACCOUNT}:global/webacl/public-rate-limits/11111111-2222-3333-4444-555555555555`;

/** The context of cdk.json (its feature flags), as `cdk synth` reads it. */
export const CDK_CONTEXT: Readonly<Record<string, unknown>> =
  (JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context?: Record<string, unknown> }).context ?? {};

export interface ServiceApp extends ServiceStacks {
  readonly app: App;
  readonly stage: StageConfig;
  readonly templates: { readonly data: Template; readonly api: Template; readonly workers: Template; readonly monitoring: Template };
}

/**
 * The service's stacks in a new App, not synthesized yet. `cloudFormationValidation` is aws-cdk-lib's check of
 * every template against CloudFormation's rules, which `cdk synth` runs (cdk.json makes its findings errors):
 * cloudformation-validation.test.ts runs it on each stage's service. The tests that read templates build without
 * it: run at every build, it cost the infra tests 23 of their 39 core-seconds (its engine starts in 3.4 s).
 */
export function newServiceApp(
  stageName: StageName = 'sandbox',
  options: { extraContext?: Record<string, unknown>; cloudFormationValidation?: boolean } = {},
): ServiceStacks & { app: App; stage: StageConfig } {
  const app = new App({
    context: {
      ...CDK_CONTEXT,
      // Skips esbuild: templates only, no assets built.
      'aws:cdk:bundling-stacks': [],
      stage: stageName,
      ...options.extraContext,
    },
    builtinCloudFormationValidation: options.cloudFormationValidation ?? false,
  });
  const stage = resolveStageConfig({
    context: (key) => app.node.tryGetContext(key),
    processEnv: { CDK_DEFAULT_ACCOUNT: TEST_ACCOUNT, CDK_DEFAULT_REGION: TEST_REGION },
  });
  return { app, stage, ...createServiceStacks(app, stage) };
}

/** A fresh App per call, its construct tree the caller's own, synthesized. */
export function buildServiceApp(stageName: StageName = 'sandbox', extraContext: Record<string, unknown> = {}): ServiceApp {
  const service = newServiceApp(stageName, { extraContext });
  return {
    ...service,
    templates: {
      data: Template.fromStack(service.data),
      api: Template.fromStack(service.api),
      workers: Template.fromStack(service.workers),
      monitoring: Template.fromStack(service.monitoring),
    },
  };
}

const shared = new Map<StageName, ServiceApp>();

/**
 * The service of a stage built once per test worker, for the files that only read it (templates, construct
 * properties): a build takes about 2 s, and eleven files read the same sandbox service. A test that adds to a
 * construct tree, or checks one built with other context, calls buildServiceApp for its own.
 */
export function sharedServiceApp(stageName: StageName): ServiceApp {
  let service = shared.get(stageName);
  if (!service) shared.set(stageName, (service = buildServiceApp(stageName)));
  return service;
}

/** The CloudFormation logical id of a construct's L1 resource. */
export function logicalIdOf(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(construct).getLogicalId(element);
}

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** All resources of a type in a template, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}
