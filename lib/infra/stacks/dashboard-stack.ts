// The merchant dashboard on AWS: a private S3 bucket (read by CloudFront through an origin access
// control) holding the app built by buildDashboard() under dashboard/, and one CloudFront
// distribution on the dashboard's domain (stage `dashboardUrl`). The app calls the API on its own
// origin, with its session cookie: the distribution sends /dashboard* to the bucket and every
// other path to the HTTP API. The pages carry the dashboard's Content-Security-Policy (no inline
// scripts), set here as response headers as the local gateway sets them. The same distribution
// serves the API reference (lib/web/api-docs): `/openapi.json` and the Redoc page at `/docs`, static
// files in the same bucket, with their own CSP. Since every other path reaches the API, the
// distribution carries the same WAF web ACL as the checkout's: the public routes' rate limits
// hold whichever distribution a request comes through (public-rate-limits-stack.ts).
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StageConfig } from '../config/stages.js';
import { AccessLogsBucket } from '../constructs/access-logs-bucket.js';
import { API_DOCS_CSP, buildApiDocs } from '../../web/api-docs/build.js';
import { buildDashboard, DASHBOARD_CSP } from '../../web/dashboard/build.js';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from './checkout-stack.js';

export interface DashboardStackProps extends StackProps {
  readonly stage: StageConfig;
  /** The HTTP API the dashboard calls on its own origin. */
  readonly api: apigw.IHttpApi;
  /** The WAF web ACL (scope CLOUDFRONT, us-east-1) that rate-limits the public routes. */
  readonly webAclArn: string;
  /** The built app to deploy. Default: built when the stack is bundled; none in template-only tests. */
  readonly siteDir?: string;
  /** The built API reference (buildApiDocs()) to deploy. Default: built when the stack is bundled. */
  readonly apiDocsDir?: string;
}

/** The app's paths: everything else on the distribution is the API. */
export const DASHBOARD_PATH_PATTERN = '/dashboard*';

/**
 * Viewer requests for the app: an asset is served from dashboard/assets/, every other path is the
 * app's index.html (the router reads the path: `/dashboard/password/reset?token=...`, ...).
 */
export const DASHBOARD_ROUTING_FUNCTION = `function handler(event) {
  var request = event.request;
  var asset = request.uri.match(/^\\/dashboard\\/assets\\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/);
  request.uri = asset ? '/dashboard/assets/' + asset[1] : '/dashboard/index.html';
  return request;
}`;

/** The API reference's paths on the distribution (lib/web/api-docs). */
export const API_DOCS_PATH_PATTERNS = ['/docs', '/docs/*', '/openapi.json'] as const;

/** Viewer requests for the reference: its three files by name, any other /docs path the page. */
export const API_DOCS_ROUTING_FUNCTION = `function handler(event) {
  var request = event.request;
  if (request.uri === '/openapi.json') return request;
  var asset = request.uri.match(/^\\/docs\\/assets\\/(redoc\\.standalone\\.js|init\\.js|docs\\.css)$/);
  request.uri = asset ? '/docs/assets/' + asset[1] : '/docs/index.html';
  return request;
}`;

export class DashboardStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The dashboard app's deployments (assets, then the page). */
  readonly deployments: s3deploy.BucketDeployment[] = [];
  /** The API reference's deployment, when built. */
  apiDocsDeployment: s3deploy.BucketDeployment | undefined;

  constructor(scope: Construct, id: string, props: DashboardStackProps) {
    super(scope, id, props);
    const { stage } = props;

    const logs = new AccessLogsBucket(this, 'AccessLogsBucket', {
      logsOf: 'dashboard bucket and distribution',
      // CloudFront standard logs are written with an ACL: the bucket must accept ACLs from the log writer.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: stage.statefulRemovalPolicy,
    });

    this.bucket = new s3.Bucket(this, 'AppBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'app-bucket/',
      // Rebuilt from the sources at every deployment: nothing in it needs keeping.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const routing = new cloudfront.Function(this, 'AppRouting', {
      comment: `Payments ${stage.name}: any dashboard path serves the app, assets by name`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(DASHBOARD_ROUTING_FUNCTION),
    });

    const appHeaders = new cloudfront.ResponseHeadersPolicy(this, 'AppHeaders', {
      comment: `Payments ${stage.name}: security headers of the dashboard`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: DASHBOARD_CSP, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.SAME_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true }],
      },
    });

    // The API behind the dashboard needs the session cookie (and only it), the headers the
    // cross-site check reads (Origin, Sec-Fetch-Site), and the viewer's address for its limits.
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiRequests', {
      comment: `Payments ${stage.name}: what the dashboard's distribution forwards to the API`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
        'Accept',
        'Accept-Language',
        'Content-Type',
        'Idempotency-Key',
        'Origin',
        'Referer',
        'Sec-Fetch-Site',
        'User-Agent',
        'CloudFront-Viewer-Address',
      ),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.allowList('svc_session'),
    });

    const apiHost = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const apiOrigin = new origins.HttpOrigin(apiHost, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });

    const certificateArn = this.node.tryGetContext('dashboardCertificateArn') as string | undefined;
    const domain = certificateArn
      ? {
          domainNames: [new URL(stage.dashboardUrl).hostname],
          certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
          minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : {};

    const bucketOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Payments ${stage.name}: merchant dashboard and the API it calls`,
      defaultBehavior: {
        origin: apiOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: apiRequests,
        compress: true,
      },
      additionalBehaviors: {
        [DASHBOARD_PATH_PATTERN]: {
          origin: bucketOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: appHeaders,
          functionAssociations: [{ function: routing, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
          compress: true,
        },
      },
      ...domain,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'distribution/',
      webAclId: props.webAclArn,
    });

    const acknowledgements = [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction on purpose: merchants sign in from abroad too (travel, staff outside Tunisia); access is by account, password and TOTP.',
      },
    ];
    if (!certificateArn) {
      acknowledgements.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without the context dashboardCertificateArn the distribution answers on its cloudfront.net name, whose default certificate CloudFront serves with TLSv1 allowed; with a certificate the policy is TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge(...acknowledgements);

    this.serveApiDocs(stage.name, bucketOrigin);

    const siteDir = props.siteDir ?? (this.bundlingRequired ? buildDashboard().dir : undefined);
    if (siteDir && existsSync(join(siteDir, 'index.html'))) this.deploy(siteDir);
    const apiDocsDir = props.apiDocsDir ?? (this.bundlingRequired ? buildApiDocs().dir : undefined);
    if (apiDocsDir && existsSync(join(apiDocsDir, 'openapi.json'))) this.deployApiDocs(apiDocsDir);
    if (this.deployments.length || this.apiDocsDeployment) this.acknowledgeDeploymentHandler();

    new CfnOutput(this, 'DashboardDistributionUrl', {
      value: `https://${this.distribution.distributionDomainName}`,
      description: `Merchant dashboard; point ${new URL(stage.dashboardUrl).hostname} at it (DASHBOARD_URL = ${stage.dashboardUrl}/dashboard)`,
    });
    new CfnOutput(this, 'DashboardBucketName', { value: this.bucket.bucketName });
  }

  /** Assets first (immutable, old ones kept for apps already open), then the index.html that names them. */
  private deploy(siteDir: string): void {
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(join(siteDir, 'assets'))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'dashboard/assets/',
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(ASSET_CACHE_CONTROL)],
    });
    const page = new s3deploy.BucketDeployment(this, 'DeployApp', {
      sources: [s3deploy.Source.asset(siteDir, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'dashboard/',
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(PAGE_CACHE_CONTROL)],
    });
    page.node.addDependency(assets);
    this.deployments.push(assets, page);
  }

  /** `/docs`, `/docs/*` and `/openapi.json` from the bucket, with the reference's CSP. */
  private serveApiDocs(stageName: string, origin: cloudfront.IOrigin): void {
    const routing = new cloudfront.Function(this, 'ApiDocsRouting', {
      comment: `Payments ${stageName}: the API reference page and its files`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(API_DOCS_ROUTING_FUNCTION),
    });
    const headers = new cloudfront.ResponseHeadersPolicy(this, 'ApiDocsHeaders', {
      comment: `Payments ${stageName}: security headers of the API reference`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: API_DOCS_CSP, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.SAME_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
    });
    for (const pattern of API_DOCS_PATH_PATTERNS) {
      this.distribution.addBehavior(pattern, origin, {
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: routing, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      });
    }
  }

  /** openapi.json and docs/ at the bucket's root, as their URLs; short-cached, as the app's page. */
  private deployApiDocs(apiDocsDir: string): void {
    this.apiDocsDeployment = new s3deploy.BucketDeployment(this, 'DeployApiDocs', {
      sources: [s3deploy.Source.asset(apiDocsDir)],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(PAGE_CACHE_CONTROL)],
    });
  }

  /** The CDK BucketDeployment function's findings, each acknowledged exactly (as in the checkout stack). */
  private acknowledgeDeploymentHandler(): void {
    const handler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment created no handler function');
    const qualifier = (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ?? 'hnb659fds';
    const partition = Token.isUnresolved(this.partition) ? '<AWS::Partition>' : this.partition;
    const assetObjects = `arn:${partition}:s3:::cdk-${qualifier}-assets-${this.account}-${this.region}/*`;
    const appObjects = `<${this.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>/*`;
    const copy = 'The CDK BucketDeployment function copies the built dashboard from the CDK assets bucket into the app bucket';
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${copy}; it only writes its own logs, which is what this AWS managed policy grants.`,
      },
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${copy}: it reads objects of the assets bucket, and CDK grants the read actions as this wildcard.`,
      })),
      ...['s3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${copy}: it writes objects of the app bucket only, and CDK grants the write actions as this wildcard.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::${assetObjects}]`,
        reason: `${copy}; asset object keys are content hashes known only at deployment, so the read names every object of that one bucket.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::${appObjects}]`,
        reason: `${copy}; it writes any file name of the build (hashed assets), so the grant names every object of the app bucket and no other.`,
      },
      {
        id: 'AwsSolutions-L1',
        reason: `${copy}; its runtime is chosen and upgraded by aws-cdk-lib, not by this project, and it runs only during deployments.`,
      },
    );
  }
}
