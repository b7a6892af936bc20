// The merchant dashboard's stack: a private bucket behind CloudFront for /dashboard*, every other
// path to the API with the session cookie and the headers the cross-site check reads, the
// dashboard's CSP (no inline scripts) as a response header, and cdk-nag clean with the app deployed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { resolveStageConfig } from '../../lib/infra/config/stages.js';
import { buildDashboard } from '../../lib/web/dashboard/build.js';
import { DashboardStack, DASHBOARD_PATH_PATTERN, DASHBOARD_ROUTING_FUNCTION } from '../../lib/infra/stacks/dashboard-stack.js';
import { CDK_CONTEXT, buildServiceApp, sharedServiceApp, logicalIdOf, resourcesOf, TEST_ACCOUNT, TEST_REGION, TEST_WEB_ACL_ARN } from './support.js';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

const service = sharedServiceApp('sandbox');
const template = Template.fromStack(service.dashboard);
const distribution = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
const config = distribution[0]!.Properties!.DistributionConfig as {
  DefaultCacheBehavior: Record<string, any>;
  CacheBehaviors: Record<string, any>[];
  Origins: Record<string, any>[];
};
const originById = new Map(config.Origins.map((origin) => [origin.Id as string, origin]));

function routedUri(uri: string): string {
  const handler = new Function(`${DASHBOARD_ROUTING_FUNCTION}\nreturn handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, method: 'GET' } }).uri;
}

describe('dashboard stack', () => {
  it('has one distribution; /dashboard* comes from a private bucket through an origin access control', () => {
    expect(distribution).toHaveLength(1);
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === DASHBOARD_PATH_PATTERN)!;
    expect(behavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_OPTIMIZED,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    const origin = originById.get(behavior.TargetOriginId)!;
    expect(origin.S3OriginConfig).toBeDefined();
    expect(origin.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalIdOf(service.dashboard.site.bucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' })]),
      },
    });
  });

  it('answers the app for any dashboard path (emailed links included) and assets by name', () => {
    expect(routedUri('/dashboard')).toBe('/dashboard/index.html');
    expect(routedUri('/dashboard/')).toBe('/dashboard/index.html');
    expect(routedUri('/dashboard/password/reset')).toBe('/dashboard/index.html');
    expect(routedUri('/dashboard/invitations/accept')).toBe('/dashboard/index.html');
    expect(routedUri('/dashboard/assets/app-ABC123.js')).toBe('/dashboard/assets/app-ABC123.js');
    expect(routedUri('/dashboard/assets/../secret')).toBe('/dashboard/index.html');
  });

  it('sends every other path to the API, uncached, with the session cookie, Origin and Sec-Fetch-Site', () => {
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: CACHING_DISABLED,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    });
    expect(originById.get(config.DefaultCacheBehavior.TargetOriginId)!.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: Match.arrayWith(['Origin', 'Sec-Fetch-Site', 'CloudFront-Viewer-Address']) },
        CookiesConfig: { CookieBehavior: 'whitelist', Cookies: ['svc_session'] },
      },
    });
  });

  it('sends the dashboard CSP without inline scripts, no framing, HSTS', () => {
    const policy = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties!
      .ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, any> };
    const csp = policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(policy.SecurityHeadersConfig.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(policy.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000 });
  });
});

describe.each(['sandbox', 'production'] as const)('dashboard stack cdk-nag (%s)', (stageName) => {
  it('has no unacknowledged error, app deployment included, and none with a certificate', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'dashboard-site-'));
    try {
      buildDashboard({ outDir: siteDir });
      const app = new App({ context: { ...CDK_CONTEXT, stage: stageName } });
      const stage = resolveStageConfig({
        context: (key) => app.node.tryGetContext(key),
        processEnv: { CDK_DEFAULT_ACCOUNT: TEST_ACCOUNT, CDK_DEFAULT_REGION: TEST_REGION },
      });
      const api = new apigw.HttpApi(new Stack(app, 'Api', { env: stage.env }), 'HttpApi');
      const dashboard = new DashboardStack(app, 'Dashboard', { env: stage.env, stage, api, webAclArn: TEST_WEB_ACL_ARN, siteDir });
      expect(dashboard.site.deployments).toHaveLength(2);
      const report = new AwsSolutionsChecks().validateScope(dashboard);
      const errors = report.violations
        .filter((v) => v.severity === 'error')
        .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
    const certificateArn = `arn:aws:acm:us-east-1:${TEST_ACCOUNT}:certificate/11111111-2222-3333-4444-555555555555`;
    const withDomain = buildServiceApp(stageName, { dashboardCertificateArn: certificateArn });
    const report = new AwsSolutionsChecks().validateScope(withDomain.dashboard);
    expect(report.violations.filter((v) => v.severity === 'error')).toEqual([]);
  });
});
