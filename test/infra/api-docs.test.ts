// The API reference in the CDK app: the dashboard's distribution serves /docs, /docs/* and
// /openapi.json from its private bucket with the reference's own CSP (no inline script), the
// viewer-request function maps the page and its three files, and the deployment of the built
// reference (buildApiDocs) is cdk-nag clean.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { API_DOCS_FILES, buildApiDocs } from '../../lib/web/api-docs/build.js';
import { resolveStageConfig } from '../../lib/infra/config/stages.js';
import { API_DOCS_PATH_PATTERNS, API_DOCS_ROUTING_FUNCTION, DashboardStack } from '../../lib/infra/stacks/dashboard-stack.js';
import { CDK_CONTEXT, sharedServiceApp, resourcesOf, TEST_ACCOUNT, TEST_REGION, TEST_WEB_ACL_ARN } from './support.js';

function routedUri(uri: string): string {
  const handler = new Function(`${API_DOCS_ROUTING_FUNCTION}\nreturn handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, method: 'GET' } }).uri;
}

describe('API reference on the dashboard distribution', () => {
  const service = sharedServiceApp('sandbox');
  const template = Template.fromStack(service.dashboard);
  const config = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!.Properties!.DistributionConfig as {
    CacheBehaviors: Record<string, any>[];
    Origins: Record<string, any>[];
  };

  it('sends /docs, /docs/* and /openapi.json to the private bucket, with the reference CSP', () => {
    for (const pattern of API_DOCS_PATH_PATTERNS) {
      const behavior = config.CacheBehaviors.find((b) => b.PathPattern === pattern);
      expect(behavior, pattern).toBeDefined();
      expect(behavior!.AllowedMethods).toEqual(['GET', 'HEAD']);
      const origin = config.Origins.find((o) => o.Id === behavior!.TargetOriginId)!;
      expect(origin.S3OriginConfig).toBeDefined();
      expect(origin.OriginAccessControlId).toBeDefined();
    }
    const policies = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy')).map(
      (p) => (p.Properties!.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, any> }).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string,
    );
    const docsCsp = policies.find((csp) => csp.includes('worker-src'))!;
    expect(docsCsp).toContain("script-src 'self' blob:");
    expect(docsCsp).toContain("connect-src 'self'");
    expect(docsCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('maps the page and its files, and nothing else', () => {
    expect(routedUri('/openapi.json')).toBe('/openapi.json');
    expect(routedUri('/docs')).toBe('/docs/index.html');
    expect(routedUri('/docs/')).toBe('/docs/index.html');
    expect(routedUri('/docs/assets/redoc.standalone.js')).toBe('/docs/assets/redoc.standalone.js');
    expect(routedUri('/docs/assets/init.js')).toBe('/docs/assets/init.js');
    expect(routedUri('/docs/assets/../../secret')).toBe('/docs/index.html');
  });
});

describe('API reference deployment', () => {
  it('deploys every file of the built reference, cdk-nag clean', () => {
    const docsDir = mkdtempSync(join(tmpdir(), 'api-docs-'));
    try {
      buildApiDocs({ outDir: docsDir });
      for (const file of API_DOCS_FILES) expect(readFileSync(join(docsDir, file)).byteLength, file).toBeGreaterThan(0);
      const app = new App({ context: { ...CDK_CONTEXT, stage: 'sandbox' } });
      const stage = resolveStageConfig({
        context: (key) => app.node.tryGetContext(key),
        processEnv: { CDK_DEFAULT_ACCOUNT: TEST_ACCOUNT, CDK_DEFAULT_REGION: TEST_REGION },
      });
      const api = new apigw.HttpApi(new Stack(app, 'Api', { env: stage.env }), 'HttpApi');
      const dashboard = new DashboardStack(app, 'Dashboard', { env: stage.env, stage, api, webAclArn: TEST_WEB_ACL_ARN, siteDir: join(docsDir, 'none'), apiDocsDir: docsDir });
      expect(dashboard.apiDocsDeployment).toBeDefined();
      const report = new AwsSolutionsChecks().validateScope(dashboard);
      const errors = report.violations
        .filter((v) => v.severity === 'error')
        .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(docsDir, { recursive: true, force: true });
    }
  });
});
