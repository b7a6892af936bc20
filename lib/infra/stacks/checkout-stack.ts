// The hosted checkout page on AWS: a private S3 bucket (read by CloudFront through an origin
// access control) holding the page built by buildCheckoutPage(), and one CloudFront
// distribution in front of it. The page calls the API on its own origin: the distribution sends
// /checkout/*, /links/* and /callbacks/* to the HTTP API, everything else to the page. The
// distribution carries the WAF web ACL of the public routes' rate limits (public-rate-limits-stack.ts).
import type { Construct } from 'constructs';
import { buildCheckoutPage, CHECKOUT_HEADERS } from '../../web/checkout/build.js';
import { StaticSiteStack, type StaticSiteStackProps } from './static-site-stack.js';

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

export class CheckoutStack extends StaticSiteStack {
  constructor(scope: Construct, id: string, props: StaticSiteStackProps) {
    super(scope, id, props, (stage) => ({
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
      apiRequests: {
        comment: 'what CloudFront forwards to the API',
        headers: ['Accept', 'Accept-Language', 'Content-Type', 'Origin', 'Referer', 'User-Agent', 'CloudFront-Viewer-Address'],
      },
      distribution: {
        comment: 'hosted checkout page and its API routes',
        defaultRootObject: 'index.html',
        url: stage.checkoutUrl,
        certificateContext: 'checkoutCertificateArn',
        noGeoRestriction:
          'No geo restriction on purpose: payers of Tunisian merchants pay from abroad too (travellers, the diaspora); the providers apply their own country rules.',
      },
      outputs: {
        prefix: 'Checkout',
        description: `Hosted checkout; point ${new URL(stage.checkoutUrl).hostname} at it (payUrl = ${stage.checkoutUrl}/<reference>)`,
      },
      build: () => buildCheckoutPage(),
    }));
  }
}
