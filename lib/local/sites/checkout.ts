// The checkout page as a static site of the local gateway: `/pay/<reference>` and a payment
// link's `/pay/l/<slug>` answer index.html (as CloudFront does for any path of the page),
// `/pay/assets/<file>` the assets, each with the security headers of the distribution.
// The page is built on the first request, so apps that never open it pay nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StaticSite } from '../gateway.js';
import { buildCheckoutPage, CHECKOUT_HEADERS, LOCAL_CHECKOUT_CSP, type CheckoutPageBuild } from '../../web/checkout/build.js';
import { siteHeaderLines } from '../../web/kit/site-headers.js';
import { contentTypeOf } from '../../web/kit/build-kit.js';

const ASSET = /\/assets\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/** The page's security headers: those CloudFront's response headers policy sets, from one definition. */
// The sandboxes take form attempts on loopback http, where CloudFront's policy allows https: only.
const HEADERS = siteHeaderLines({ ...CHECKOUT_HEADERS, contentSecurityPolicy: LOCAL_CHECKOUT_CSP });

export function checkoutPageSite(options: { prefix?: string; build?: () => CheckoutPageBuild } = {}): StaticSite {
  const prefix = options.prefix ?? '/pay';
  let built: CheckoutPageBuild | undefined;
  const build = () => (built ??= (options.build ?? buildCheckoutPage)());

  return {
    prefix,
    serve: async (path) => {
      const { dir } = build();
      const asset = ASSET.exec(path);
      if (asset) {
        const name = asset[1]!;
        const body = await readFile(join(dir, 'assets', name)).catch(() => undefined);
        return body && { body, contentType: contentTypeOf(name), headers: HEADERS };
      }
      // Relative asset URLs resolve under the prefix, whatever the depth of the page's path.
      const html = (await readFile(join(dir, 'index.html'), 'utf8')).replace('<base href="/">', `<base href="${prefix}/">`);
      return { body: Buffer.from(html), contentType: contentTypeOf('index.html'), headers: HEADERS };
    },
  };
}
