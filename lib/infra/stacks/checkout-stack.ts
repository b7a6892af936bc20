// The hosted checkout page on AWS: a private S3 bucket (read by CloudFront through an origin
// access control) holding the page built by buildCheckoutPage(), and one CloudFront
// distribution in front of it. The page calls the API on its own origin: the distribution sends
// /checkout/*, /links/* and /callbacks/* to the HTTP API, everything else to the page. The
// distribution carries the WAF web ACL of the public routes' rate limits (public-rate-limits-stack.ts).
import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { buildCheckoutPage, CHECKOUT_HEADERS } from '../../web/checkout/build.js';
import type { StageConfig } from '../config/stages.js';
import { StaticSite } from '../constructs/static-site.js';

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

export class CheckoutStack extends Stack {
  /** The bucket, the distribution and the deployments (none when the site was not built: templates only). */
  readonly site: StaticSite;

  constructor(scope: Construct, id: string, props: CheckoutStackProps) {
    super(scope, id, props);
    const { stage } = props;
    // `Default`: the site's resources keep the logical ids of a stack that declares them itself.
    this.site = new StaticSite(this, 'Default', {
      stage,
      name: 'Page',
      logsOf: 'checkout',
      builtFiles: 'checkout page',
      pages: {
        routingComment: 'any checkout path serves the page, assets by name',
        routingCode: PAGE_ROUTING_FUNCTION,
        headersComment: 'security headers of the checkout page',
        headers: CHECKOUT_HEADERS,
      },
      routes: { apiPaths: API_PATH_PATTERNS },
      // The checkout routes need no cookie.
      api: {
        api: props.api,
        comment: 'what CloudFront forwards to the API',
        headers: ['Accept', 'Accept-Language', 'Content-Type', 'Origin', 'Referer', 'User-Agent', 'CloudFront-Viewer-Address'],
      },
      distribution: {
        comment: 'hosted checkout page and its API routes',
        defaultRootObject: 'index.html',
        url: stage.checkoutUrl,
        certificateContext: 'checkoutCertificateArn',
        webAclArn: props.webAclArn,
        noGeoRestriction:
          'No geo restriction on purpose: payers of Tunisian merchants pay from abroad too (travellers, the diaspora); the providers apply their own country rules.',
      },
      outputs: {
        prefix: 'Checkout',
        description: `Hosted checkout; point ${new URL(stage.checkoutUrl).hostname} at it (payUrl = ${stage.checkoutUrl}/<reference>)`,
      },
      siteDir: props.siteDir,
      build: () => buildCheckoutPage(),
    });
  }
}
