// A built static site on AWS, as the hosted checkout and the merchant dashboard are: a private
// S3 bucket (read by CloudFront through an origin access control), one CloudFront distribution
// that serves the site's pages with their security headers and sends the API's paths to the HTTP
// API on the same origin, the access logs of both, the WAF web ACL of the public routes' rate
// limits, and the deployment of the built files (assets first, then the page that names them).
// Each stack says only what differs: where the pages are and where the API is, the headers and
// cookies the API reads, the CSP, the domain, and the words of the comments.
//
// The stacks create it with the id `Default`, which CDK leaves out of logical ids: the bucket, the
// distribution and every other resource keep the logical ids they had when the stacks built them.
import { ASSET_CACHE_CONTROL, HSTS_MAX_AGE_SECONDS, PAGE_CACHE_CONTROL, PERMISSIONS_POLICY, type SiteHeaders } from '../../web/kit/site-headers.js';
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StageConfig } from '../config/stages.js';
import { AccessLogsBucket } from './access-logs-bucket.js';


/** Paths served from the bucket: a viewer-request function that maps them to files, and their headers. */
export interface StaticPaths {
  /** The CloudFront function's comment, after `Payments <stage>: `. */
  readonly routingComment: string;
  /** The CloudFront function (JS 2.0) that rewrites a viewer request to a file of the bucket. */
  readonly routingCode: string;
  /** The headers policy's comment, after `Payments <stage>: `. */
  readonly headersComment: string;
  /** The pages' security headers, defined once for CloudFront and local mode (lib/web/kit/site-headers.ts). */
  readonly headers: SiteHeaders;
}

/** Where a site stands: its stage, the HTTP API on its origin, the web ACL in front of it, its built files. */
export interface StaticSiteSurroundings {
  readonly stage: StageConfig;
  /** The HTTP API on the site's origin. */
  readonly api: apigw.IHttpApi;
  /** The WAF web ACL (scope CLOUDFRONT, us-east-1) that rate-limits the public routes. */
  readonly webAclArn: string;
  /**
   * The built site to deploy. Default: built now with the site's `build` when the stack is being
   * bundled (`cdk synth`, `cdk deploy`); none when bundling is skipped (the context
   * `aws:cdk:bundling-stacks` is `[]`, as in the infra tests), so templates need no build.
   */
  readonly siteDir?: string;
}

/** The site itself: what differs between the checkout and the dashboard. */
export interface StaticSiteDeclaration {
  /**
   * Names the site's bucket `<name>Bucket` (its server access logs under `<name>-bucket/`), its
   * pages' routing and headers `<name>Routing` and `<name>Headers`, its page deployment `Deploy<name>`.
   */
  readonly name: string;
  /** The site in words, for the access logs bucket's record ('checkout', 'dashboard'). */
  readonly logsOf: string;
  /** The built files in words, for the deployment function's acknowledgements ('checkout page'). */
  readonly builtFiles: string;
  /** The site's pages (routed by `<name>Routing`, with the headers `<name>Headers`). */
  readonly pages: StaticPaths;
  /**
   * Where the pages and the API are: the pages as the default behaviour and the API on its
   * paths, or the pages on one path and the API on every other path.
   */
  readonly routes: { readonly apiPaths: readonly string[] } | { readonly pagesPath: string };
  /** What CloudFront forwards to the API. */
  readonly apiRequests: {
    /** The origin request policy's comment, after `Payments <stage>: `. */
    readonly comment: string;
    readonly headers: readonly string[];
    /** The cookies the API reads. Default: none. */
    readonly cookies?: readonly string[];
  };
  readonly distribution: {
    /** After `Payments <stage>: `. */
    readonly comment: string;
    readonly defaultRootObject?: string;
    /** The site's URL, whose host name the distribution answers on when given a certificate. */
    readonly url: string;
    /** The context key of the ACM certificate (us-east-1) of that host name. */
    readonly certificateContext: string;
    /** Why the distribution has no geo restriction. */
    readonly noGeoRestriction: string;
  };
  /**
   * The stack's outputs `<outputs.prefix>DistributionUrl` (the distribution's own address, with
   * `description`) and `<outputs.prefix>BucketName`.
   */
  readonly outputs: { readonly prefix: string; readonly description: string };
  /** Under which key prefix the built files go ('dashboard/'). Default: the bucket's root. */
  readonly keyPrefix?: string;
  readonly build: () => { readonly dir: string };
}

export type StaticSiteProps = StaticSiteSurroundings & StaticSiteDeclaration;

export class StaticSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The site's deployments (assets, then the page); empty when the site was not built (templates only). */
  readonly deployments: s3deploy.BucketDeployment[] = [];
  private readonly stageName: string;
  private readonly name: string;
  private readonly builtFiles: string;
  private readonly bucketOrigin: cloudfront.IOrigin;
  private deploymentHandlerAcknowledged = false;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    const { stage, name } = props;
    this.stageName = stage.name;
    this.name = name;
    this.builtFiles = props.builtFiles;

    const logs = new AccessLogsBucket(this, 'AccessLogsBucket', {
      logsOf: `${props.logsOf} bucket and distribution`,
      // CloudFront standard logs are written with an ACL: the bucket must accept ACLs from the log writer.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: stage.statefulRemovalPolicy,
    });

    this.bucket = new s3.Bucket(this, `${name}Bucket`, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: `${name.toLowerCase()}-bucket/`,
      // Rebuilt from the sources at every deployment: nothing in it needs keeping.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.bucketOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);

    // API Gateway needs its own Host header: forward the headers and cookies the API reads, all
    // query strings, and the viewer's address (the rate limits are WAF's, on the viewer's address,
    // before the request reaches CloudFront's cache or the API).
    const apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiRequests', {
      comment: `Payments ${stage.name}: ${props.apiRequests.comment}`,
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...props.apiRequests.headers),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      cookieBehavior: props.apiRequests.cookies
        ? cloudfront.OriginRequestCookieBehavior.allowList(...props.apiRequests.cookies)
        : cloudfront.OriginRequestCookieBehavior.none(),
    });
    // execute-api's host name, from `https://<id>.execute-api.<region>.amazonaws.com`.
    const apiHost = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(apiHost, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: apiRequests,
      compress: true,
    };
    const pagesBehavior: cloudfront.BehaviorOptions = { origin: this.bucketOrigin, ...this.staticBehavior(name, props.pages) };

    const certificateArn = this.node.tryGetContext(props.distribution.certificateContext) as string | undefined;
    const domain = certificateArn
      ? {
          domainNames: [new URL(props.distribution.url).hostname],
          certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
          minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : {};

    const { routes } = props;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Payments ${stage.name}: ${props.distribution.comment}`,
      defaultRootObject: props.distribution.defaultRootObject,
      ...('apiPaths' in routes
        ? {
            defaultBehavior: pagesBehavior,
            additionalBehaviors: Object.fromEntries(routes.apiPaths.map((pattern) => [pattern, apiBehavior])),
          }
        : { defaultBehavior: apiBehavior, additionalBehaviors: { [routes.pagesPath]: pagesBehavior } }),
      ...domain,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: Tunisian payers and merchants are served from the European ones.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'distribution/',
      webAclId: props.webAclArn,
    });

    const acknowledgements = [{ id: 'AwsSolutions-CFR1', reason: props.distribution.noGeoRestriction }];
    if (!certificateArn) {
      acknowledgements.push({
        id: 'AwsSolutions-CFR4',
        reason: `Without the context ${props.distribution.certificateContext} the distribution answers on its cloudfront.net name, whose default certificate CloudFront serves with TLSv1 allowed; with a certificate the policy is TLSv1.2_2021.`,
      });
    }
    Validations.of(this.distribution).acknowledge(...acknowledgements);

    new CfnOutput(this, `${props.outputs.prefix}DistributionUrl`, {
      value: `https://${this.distribution.distributionDomainName}`,
      description: props.outputs.description,
    });
    new CfnOutput(this, `${props.outputs.prefix}BucketName`, { value: this.bucket.bucketName });

    const siteDir = props.siteDir ?? (Stack.of(this).bundlingRequired ? props.build().dir : undefined);
    if (siteDir && existsSync(join(siteDir, 'index.html'))) this.deploySite(siteDir, props.keyPrefix);
  }

  /** Serves more paths from the bucket, routed by `<name>Routing`, with the headers `<name>Headers`. */
  serveFromBucket(name: string, pathPatterns: readonly string[], paths: StaticPaths): void {
    const behavior = this.staticBehavior(name, paths);
    for (const pattern of pathPatterns) this.distribution.addBehavior(pattern, this.bucketOrigin, behavior);
  }

  /** Deploys a built directory as it is into the bucket's root. */
  deployFiles(id: string, dir: string, cacheControl: string): s3deploy.BucketDeployment {
    const deployment = new s3deploy.BucketDeployment(this, id, {
      sources: [s3deploy.Source.asset(dir)],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(cacheControl)],
    });
    this.acknowledgeDeploymentHandler();
    return deployment;
  }

  private staticBehavior(name: string, paths: StaticPaths): cloudfront.AddBehaviorOptions {
    const routing = new cloudfront.Function(this, `${name}Routing`, {
      comment: `Payments ${this.stageName}: ${paths.routingComment}`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(paths.routingCode),
    });
    const headers = new cloudfront.ResponseHeadersPolicy(this, `${name}Headers`, {
      comment: `Payments ${this.stageName}: ${paths.headersComment}`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: paths.headers.contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: paths.headers.referrerPolicy as cloudfront.HeadersReferrerPolicy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: paths.headers.permissionsPolicy
        ? { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] }
        : undefined,
    });
    return {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: routing, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      compress: true,
    };
  }

  /** Assets first (immutable, old ones kept for pages already open), then the page that names them. */
  private deploySite(siteDir: string, keyPrefix: string | undefined): void {
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(join(siteDir, 'assets'))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: `${keyPrefix ?? ''}assets/`,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(ASSET_CACHE_CONTROL)],
    });
    const page = new s3deploy.BucketDeployment(this, `Deploy${this.name}`, {
      sources: [s3deploy.Source.asset(siteDir, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: this.bucket,
      destinationKeyPrefix: keyPrefix,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(PAGE_CACHE_CONTROL)],
    });
    page.node.addDependency(assets);
    this.deployments.push(assets, page);
    this.acknowledgeDeploymentHandler();
  }

  /**
   * BucketDeployment runs one CDK-provided function per stack (a singleton named
   * `Custom::CDKBucketDeployment<uuid>`): its findings are acknowledged on it, each exactly.
   */
  private acknowledgeDeploymentHandler(): void {
    if (this.deploymentHandlerAcknowledged) return;
    this.deploymentHandlerAcknowledged = true;
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment created no handler function');
    const qualifier = (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ?? 'hnb659fds';
    // As cdk-nag writes the finding: the partition literal when the stage's region names it.
    const partition = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
    const assetObjects = `arn:${partition}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*`;
    const siteObjects = `<${stack.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>/*`;
    const siteBucket = `${this.name.toLowerCase()} bucket`;
    const copy = `The CDK BucketDeployment function copies the built ${this.builtFiles} from the CDK assets bucket into the ${siteBucket}`;
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
        reason: `${copy}: it writes objects of the ${siteBucket} only, and CDK grants the write actions as this wildcard.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::${assetObjects}]`,
        reason: `${copy}; asset object keys are content hashes known only at deployment, so the read names every object of that one bucket.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::${siteObjects}]`,
        reason: `${copy}; it writes any file name of the build (hashed assets), so the grant names every object of the ${siteBucket} and no other.`,
      },
      {
        id: 'AwsSolutions-L1',
        reason: `${copy}; its runtime is chosen and upgraded by aws-cdk-lib, not by this project, and it runs only during deployments.`,
      },
    );
  }
}
