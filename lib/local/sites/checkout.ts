// The checkout page as a static site of the local gateway: `/pay/<reference>` and a payment
// link's `/pay/l/<slug>` answer index.html (as CloudFront does for any path of the page),
// `/pay/assets/<file>` the assets (at any depth, as CloudFront's routing function finds them),
// each with the security headers of the distribution.
import { buildCheckoutPage, CHECKOUT_HEADERS, LOCAL_CHECKOUT_CSP, type CheckoutPageBuild } from '../../web/checkout/build.js';
import { siteHeaderLines } from '../../web/kit/site-headers.js';
import type { StaticSite } from '../gateway.js';
import { builtAppSite } from './built-site.js';

/** The page's security headers: those CloudFront's response headers policy sets, from one definition. */
// The sandboxes take form attempts on loopback http, where CloudFront's policy allows https: only.
const HEADERS = siteHeaderLines({ ...CHECKOUT_HEADERS, contentSecurityPolicy: LOCAL_CHECKOUT_CSP });

export function checkoutPageSite(options: { prefix?: string; build?: () => CheckoutPageBuild } = {}): StaticSite {
  return builtAppSite({ prefix: options.prefix ?? '/pay', build: options.build ?? buildCheckoutPage, headers: HEADERS, assets: 'any depth' });
}
