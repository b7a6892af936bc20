import { CHECKOUT_HEADERS } from '../../lib/web/checkout/build.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { routeGroups } from '../../functions/manifest.js';
import { buildCheckoutPage } from '../../lib/web/checkout/build.js';
import { resolveStageConfig } from '../../lib/infra/config/stages.js';
import { API_PATH_PATTERNS, CheckoutStack, PAGE_ROUTING_FUNCTION } from '../../lib/infra/stacks/checkout-stack.js';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../../lib/web/kit/site-headers.js';
import { CDK_CONTEXT, buildServiceApp, sharedServiceApp, logicalIdOf, resourcesOf, TEST_ACCOUNT, TEST_REGION, TEST_WEB_ACL_ARN } from './support.js';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';

const service = sharedServiceApp('sandbox');
const template = Template.fromStack(service.checkout);

type DistributionConfig = {
  DefaultCacheBehavior: Record<string, any>;
  CacheBehaviors: Record<string, any>[];
  Origins: Record<string, any>[];
  Logging?: Record<string, unknown>;
  ViewerCertificate?: Record<string, unknown>;
  Aliases?: string[];
};

function distributionConfig(t: Template): DistributionConfig {
  const distributions = Object.values(resourcesOf(t, 'AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  return distributions[0]!.Properties!.DistributionConfig as DistributionConfig;
}

/** Runs the CloudFront Function as CloudFront would, on a viewer request for `uri`. */
function routedUri(uri: string): string {
  const handler = new Function(`${PAGE_ROUTING_FUNCTION}\nreturn handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, method: 'GET' } }).uri;
}

describe('checkout stack', () => {
  const config = distributionConfig(template);
  const originById = new Map(config.Origins.map((origin) => [origin.Id as string, origin]));

  it('serves the page from a private bucket through an origin access control', () => {
    const pageBucket = logicalIdOf(service.checkout.site.bucket);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    expect(resourcesOf(template, 'AWS::S3::Bucket')[pageBucket]!.Properties).not.toHaveProperty('WebsiteConfiguration');
    const origin = originById.get(config.DefaultCacheBehavior.TargetOriginId)!;
    expect(origin.S3OriginConfig).toBeDefined();
    expect(origin.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: pageBucket },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      CachePolicyId: CACHING_OPTIMIZED,
      Compress: true,
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
  });

  it('answers the page for any checkout path and assets by name, whatever the prefix', () => {
    expect(routedUri('/')).toBe('/index.html');
    expect(routedUri('/0123456789abcdef01234567')).toBe('/index.html');
    expect(routedUri('/pay/0123456789abcdef01234567')).toBe('/index.html');
    // A payment link's page (`<CHECKOUT_URL>/l/<slug>`) is the same page, another screen.
    expect(routedUri('/l/abcdefghjkmnpq')).toBe('/index.html');
    expect(routedUri('/l/assets/app-ABC123.js')).toBe('/assets/app-ABC123.js');
    expect(routedUri('/assets/app-ABC123.js')).toBe('/assets/app-ABC123.js');
    expect(routedUri('/pay/assets/styles-XYZ.css')).toBe('/assets/styles-XYZ.css');
    expect(routedUri('/0123456789abcdef01234567/assets/app-ABC123.js')).toBe('/assets/app-ABC123.js');
    expect(routedUri('/assets/../secret')).toBe('/index.html');
    expect(routedUri('/assets/..')).toBe('/index.html');
  });

  it('sends /checkout/*, /links/* and /callbacks/* to the HTTP API, uncached, with every method', () => {
    expect(config.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual([...API_PATH_PATTERNS].sort());
    for (const behavior of config.CacheBehaviors) {
      expect(behavior).toMatchObject({
        ViewerProtocolPolicy: 'https-only',
        CachePolicyId: CACHING_DISABLED,
        AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      });
      const origin = originById.get(behavior.TargetOriginId)!;
      expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
      // execute-api's host, taken from the API's endpoint (a cross-stack reference).
      expect(JSON.stringify(origin.DomainName)).toContain('Fn::Select');
    }
    // The API's Host header is its own: the forwarded headers are a list without Host.
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: {
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: Match.arrayWith(['Content-Type', 'CloudFront-Viewer-Address']) },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        CookiesConfig: { CookieBehavior: 'none' },
      },
    });
    const headers = Object.values(resourcesOf(template, 'AWS::CloudFront::OriginRequestPolicy'))[0]!.Properties!
      .OriginRequestPolicyConfig as { HeadersConfig: { Headers: string[] } };
    expect(headers.HeadersConfig.Headers.map((h) => h.toLowerCase())).not.toContain('host');
  });

  it('routes every public checkout, link and callback route of the manifest to the API', () => {
    const publicPaths = routeGroups
      .flatMap((group) => group.routes)
      .filter((route) => /^\/(checkout|links|callbacks)\//.test(route.path))
      .map((route) => route.path);
    expect(publicPaths.length).toBeGreaterThan(0);
    const covered = (path: string) => API_PATH_PATTERNS.some((pattern) => path.startsWith(pattern.slice(0, -1)));
    expect(publicPaths.filter((path) => !covered(path))).toEqual([]);
  });

  it('sends security headers with the page: a strict CSP, no framing, HSTS', () => {
    const policy = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties!
      .ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, any> };
    const csp = policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toContain('unsafe-inline');
    expect(policy.SecurityHeadersConfig.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(policy.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000 });
    // The definition local mode serves too (test/integration/web/checkout/security-headers.test.ts).
    expect(csp).toBe(CHECKOUT_HEADERS.contentSecurityPolicy);
    expect(policy.SecurityHeadersConfig.ReferrerPolicy).toMatchObject({ ReferrerPolicy: CHECKOUT_HEADERS.referrerPolicy });
  });

  it('logs viewer requests', () => {
    expect(config.Logging).toMatchObject({ Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^AccessLogsBucket/), 'RegionalDomainName'] }, Prefix: 'distribution/' });
  });

  it('builds and deploys nothing when bundling is skipped (templates only)', () => {
    expect(service.checkout.site.deployments).toEqual([]);
    expect(Object.keys(template.findResources('Custom::CDKBucketDeployment'))).toEqual([]);
  });

  it('uses the checkout domain and TLS 1.2 when given a certificate', () => {
    const certificateArn = `arn:aws:acm:us-east-1:${TEST_ACCOUNT}:certificate/11111111-2222-3333-4444-555555555555`;
    const withDomain = buildServiceApp('production', { checkoutCertificateArn: certificateArn });
    const domainConfig = distributionConfig(Template.fromStack(withDomain.checkout));
    expect(domainConfig.Aliases).toEqual([new URL(withDomain.stage.checkoutUrl).hostname]);
    expect(domainConfig.ViewerCertificate).toMatchObject({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const report = new AwsSolutionsChecks().validateScope(withDomain.checkout);
    expect(report.violations.filter((v) => v.severity === 'error')).toEqual([]);
  });
});

describe.each(['sandbox', 'production'] as const)('checkout stack cdk-nag (%s)', (stageName) => {
  it('has no unacknowledged error, page deployment included', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'checkout-site-'));
    try {
      buildCheckoutPage({ outDir: siteDir });
      // The context of a real `cdk synth` (cdk.json feature flags), bundling included; CloudFormation's validation
      // of the templates is cloudformation-validation.test.ts's.
      const app = new App({ context: { ...CDK_CONTEXT, stage: stageName }, builtinCloudFormationValidation: false });
      const stage = resolveStageConfig({
        context: (key) => app.node.tryGetContext(key),
        processEnv: { CDK_DEFAULT_ACCOUNT: TEST_ACCOUNT, CDK_DEFAULT_REGION: TEST_REGION },
      });
      const apiStack = new Stack(app, 'Api', { env: stage.env });
      const api = new apigw.HttpApi(apiStack, 'HttpApi');
      const checkout = new CheckoutStack(app, 'Checkout', { env: stage.env, stage, api, siteDir, webAclArn: TEST_WEB_ACL_ARN });
      expect(checkout.site.deployments).toHaveLength(2);

      const report = new AwsSolutionsChecks().validateScope(checkout);
      const errors = report.violations
        .filter((v) => v.severity === 'error')
        .map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
      expect(errors).toEqual([]);

      // Assets immutable, the page re-read soon after a deployment, assets before the page.
      const t = Template.fromStack(checkout);
      const deployments = Object.entries(t.findResources('Custom::CDKBucketDeployment'));
      const byCache = (value: string) =>
        deployments.find(([, d]) => (d.Properties.SystemMetadata as Record<string, string> | undefined)?.['cache-control'] === value);
      const assets = byCache(ASSET_CACHE_CONTROL);
      const page = byCache(PAGE_CACHE_CONTROL);
      expect(assets?.[1].Properties.DestinationBucketKeyPrefix).toBe('assets/');
      expect(page?.[1].DependsOn).toContain(assets?.[0]);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
