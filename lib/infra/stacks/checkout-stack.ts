// The hosted checkout page on AWS: a private S3 bucket (read by CloudFront through an origin
// access control) holding the page built by buildCheckoutPage(), and one CloudFront
// distribution in front of it. The page calls the API on its own origin: the distribution sends
// /checkout/*, /links/* and /callbacks/* to the HTTP API, everything else to the page. The
// distribution carries the WAF web ACL of the public routes' rate limits (public-rate-limits-stack.ts).
import { AccessLogsBucket } from '../constructs/access-logs-bucket.js';
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
import { buildCheckoutPage } from '../../web/checkout/build.js';
import type { StageConfig } from '../config/stages.js';

export interface CheckoutStackProps extends StackProps {
  readonly stage: StageConfig;
  /** The HTTP API behind /checkout/*, /links/* and /callbacks/*. */
  readonly api: apigw.IHttpApi;
  /** The WAF web ACL (scope CLOUDFRONT, us-east-1) that rate-limits the public routes. */
  readonly webAclArn: string;
  /**
   * The built page to deploy. Default: built now with buildCheckoutPage() when this stack is
   * being bundled (`cdk synth`, `cdk deploy`); none when bundling is skipped (the context
   * `aws:cdk:bundling-stacks` is `[]`, as in the infra tests), so templates need no build.
   */
  readonly siteDir?: string;
}

/** Paths the distribution sends to the API: the public routes the page (and the payer's browser) uses. */
export const API_PATH_PATTERNS = ['/checkout/*', '/links/*', '/callbacks/*'] as const;

/**
 * Viewer requests for the page: an asset under any prefix is served from assets/, every other
 * path is the page itself (`/<reference>`, `/pay/<reference>`, a payment link's `/l/<slug>`: the
 * script reads the path and shows the payment or the link).
 */
export const PAGE_ROUTING_FUNCTION = `function handler(event) {
  var request = event.request;
  var asset = request.uri.match(/\\/assets\\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/);
  request.uri = asset ? '/assets/' + asset[1] : '/index.html';
  return request;
}`;

/** Hashed assets never change; the page itself is re-read within a minute of a deployment. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';

export function contentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // The merchant's logo comes from the logo route on this same origin (behind the WAF rules, like
    // every public route); the favicon is a data: URL.
    "img-src 'self' data:",
    "connect-src 'self'",
    // Form attempts post to the provider's hosted page, whose address the provider chooses.
    "form-action 'self' https:",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export class CheckoutStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The page deployments; empty when the page was not built (templates only). */
  readonly deployments: s3deploy.BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: CheckoutStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = stage.statefulRemovalPolicy;

    const logs = new AccessLogsBucket(this, 'AccessLogsBucket', {
      logsOf: 'checkout bucket and distribution',
      // CloudFront standard logs are written with an ACL: the bucket must accept ACLs from the log writer.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy,
    });

    this.bucket = new s3.Bucket(this, 'PageBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'page-bucket/',
      // Rebuilt from the sources at every deployment: nothing in it needs keeping.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const routing = new cloudfront.Function(this, 'PageRouting', {
      comment: `Payments ${stage.name}: any checkout path serves the page, assets by name`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(PAGE_ROUTING_FUNCTION),
    });

    const pageHeaders = new cloudfront.ResponseHeadersPolicy(this, 'PageHeaders', {
      comment: `Payments ${stage.name}: security headers of the checkout page`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true }],
      },
    });

    // API Gateway needs its own Host header, and the checkout routes need no cookie: forward the
    // headers they read, all query strings, and the viewer's address (the rate limits are WAF's,
    // on the viewer's address, before the request reaches CloudFront's cache or the API).
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiRequests', {
      comment: `Payments ${stage.name}: what CloudFront forwards to the API`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(
        'Accept',
        'Accept-Language',
        'Content-Type',
        'Origin',
        'Referer',
        'User-Agent',
        'CloudFront-Viewer-Address',
      ),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });

    // execute-api's host name, from `https://<id>.execute-api.<region>.amazonaws.com`.
    const apiHost = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const apiOrigin = new origins.HttpOrigin(apiHost, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: apiRequests,
      compress: true,
    };

    const certificateArn = this.node.tryGetContext('checkoutCertificateArn') as string | undefined;
    const domain = certificateArn
      ? {
          domainNames: [new URL(stage.checkoutUrl).hostname],
          certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
          minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : {};

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Payments ${stage.name}: hosted checkout page and its API routes`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: pageHeaders,
        functionAssociations: [{ function: routing, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
      ...domain,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: Tunisian payers are served from the European ones.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'distribution/',
      webAclId: props.webAclArn,
    });

    const acknowledgements = [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction on purpose: payers of Tunisian merchants pay from abroad too (travellers, the diaspora); the providers apply their own country rules.',
      },
    ];
    if (!certificateArn) {
      acknowledgements.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without the context checkoutCertificateArn the distribution answers on its cloudfront.net name, whose default certificate CloudFront serves with TLSv1 allowed; with a certificate the policy is TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge(...acknowledgements);

    const siteDir = props.siteDir ?? (this.bundlingRequired ? buildCheckoutPage().dir : undefined);
    if (siteDir && existsSync(join(siteDir, 'index.html'))) this.deploy(siteDir);

    new CfnOutput(this, 'CheckoutDistributionUrl', {
      value: `https://${this.distribution.distributionDomainName}`,
      description: `Hosted checkout; point ${new URL(stage.checkoutUrl).hostname} at it (payUrl = ${stage.checkoutUrl}/<reference>)`,
    });
    new CfnOutput(this, 'CheckoutBucketName', { value: this.bucket.bucketName });
  }

  /** Assets first (immutable, old ones kept for pages already open), then the page that names them. */
  private deploy(siteDir: string): void {
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(join(siteDir, 'assets'))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: 'assets/',
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(ASSET_CACHE_CONTROL)],
    });
    const pageDeployment = new s3deploy.BucketDeployment(this, 'DeployPage', {
      sources: [s3deploy.Source.asset(siteDir, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(PAGE_CACHE_CONTROL)],
    });
    pageDeployment.node.addDependency(assets);
    this.deployments.push(assets, pageDeployment);
    this.acknowledgeDeploymentHandler();
  }

  /**
   * BucketDeployment runs one CDK-provided function per stack (a singleton named
   * `Custom::CDKBucketDeployment<uuid>`): its findings are acknowledged on it, each exactly.
   */
  private acknowledgeDeploymentHandler(): void {
    const handler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment created no handler function');
    const qualifier = (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ?? 'hnb659fds';
    // As cdk-nag writes the finding: the partition literal when the stage's region names it.
    const partition = Token.isUnresolved(this.partition) ? '<AWS::Partition>' : this.partition;
    const assetObjects = `arn:${partition}:s3:::cdk-${qualifier}-assets-${this.account}-${this.region}/*`;
    const pageObjects = `<${this.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>/*`;
    const copy =
      'The CDK BucketDeployment function copies the built checkout page from the CDK assets bucket into the page bucket';
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
        reason: `${copy}: it writes objects of the page bucket only, and CDK grants the write actions as this wildcard.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::${assetObjects}]`,
        reason: `${copy}; asset object keys are content hashes known only at deployment, so the read names every object of that one bucket.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::${pageObjects}]`,
        reason: `${copy}; it writes any file name of the build (hashed assets), so the grant names every object of the page bucket and no other.`,
      },
      {
        id: 'AwsSolutions-L1',
        reason: `${copy}; its runtime is chosen and upgraded by aws-cdk-lib, not by this project, and it runs only during deployments.`,
      },
    );
  }
}
