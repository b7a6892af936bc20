// Builds the hosted checkout page (lib/web/checkout/src) into static files: index.html and
// content-hashed assets under assets/ (lib/web/kit/build-kit.ts). Local mode, the tests and the
// CDK app all call buildCheckoutPage(); the bench calls measureCheckoutPage() for docs/benchmarks.md.
import { buildPage, cspOf, kb, measurePage, weightSection, type PageSite, type WebBuild, type WebFile, type WebWeight } from '../kit/build-kit.js';
import type { SiteHeaders } from '../kit/site-headers.js';

export type CheckoutPageFile = WebFile;
export type CheckoutPageBuild = WebBuild;
export type CheckoutPageWeight = WebWeight;

/**
 * The page's Content-Security-Policy, served by CloudFront and by local mode (checkoutHeaders).
 * `formTargets`: where form attempts may post, the providers' hosted pages (any https: page, since
 * the provider chooses the address; locally, also the sandboxes on loopback http).
 */
export const checkoutCsp = (formTargets: readonly string[] = ['https:']) => cspOf([
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // The merchant's logo comes from the logo route on this same origin (behind the WAF rules, like
  // every public route); the favicon is a data: URL.
  "img-src 'self' data:",
  "connect-src 'self'",
  // Form attempts post to the provider's hosted page, whose address the provider chooses.
  `form-action 'self' ${formTargets.join(' ')}`,
  "base-uri 'self'",
  "frame-ancestors 'none'",
]);

/** The policy on AWS. */
export const CHECKOUT_CSP = checkoutCsp();

/**
 * Local mode's policy: the same, but form attempts may also post to the provider sandboxes, which
 * run on loopback over plain http.
 */
export const LOCAL_CHECKOUT_CSP = checkoutCsp(['https:', 'http://127.0.0.1:*', 'http://localhost:*']);

/** The security headers of every file of the page, on AWS (and in local mode, with LOCAL_CHECKOUT_CSP). */
export const CHECKOUT_HEADERS: SiteHeaders = {
  contentSecurityPolicy: CHECKOUT_CSP,
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: true,
};

/** What a payer may download on the first load: the compressed target of the page. */
export const CHECKOUT_PAGE_TARGET_GZIP_BYTES = 20 * 1024;

/**
 * The page: code that only some payers need (the QR encoder, for QR code providers) is split into
 * chunks that the page loads when it needs them.
 */
const CHECKOUT_PAGE: PageSite = {
  name: 'checkout page',
  folder: new URL('.', import.meta.url),
  script: 'main.ts',
  assetUrlPrefix: 'assets/',
  // The browsers of BROWSER_TARGETS all have class fields: written as they are, the QR encoder's
  // classes need no helper, which would otherwise be a chunk of its own on the first load.
  esbuild: { splitting: true, chunkNames: '[name]-[hash]', supported: { 'class-field': true } },
};

/** Builds the page into `outDir` (default lib/web/checkout/dist). */
export const buildCheckoutPage = (options: { outDir?: string } = {}): CheckoutPageBuild => buildPage(CHECKOUT_PAGE, options.outDir);

/**
 * What a payer downloads to see the page (HTML, CSS and JS; the merchant's logo aside), raw and
 * gzip-compressed (level 9, as a CDN serves it); the chunks loaded on demand are marked.
 */
export const measureCheckoutPage = (): CheckoutPageWeight => measurePage(CHECKOUT_PAGE);

/** The line `npm run bench` prints for a measure. */
export const checkoutPageSummary = (weight: CheckoutPageWeight): string =>
  `  checkout page, first load       ${kb(weight.firstLoadGzipBytes).padStart(10)} gzip (target ${kb(CHECKOUT_PAGE_TARGET_GZIP_BYTES)}), ${kb(weight.totalGzipBytes)} with every chunk`;

/** The docs/benchmarks.md section for a measure. */
export const checkoutPageBenchmarkSection = (weight: CheckoutPageWeight): string[] =>
  weightSection(
    'Hosted checkout page: weight',
    [
      'The payer\'s page (lib/web/checkout) as built by `buildCheckoutPage()`: minified, no framework, all three',
      'languages in the page\'s script, the API called through a few typed lines of fetch; the QR code encoder is a',
      'chunk loaded only on a QR code provider\'s screen. The merchant\'s logo and the API\'s JSON answers are not',
      `counted. Gzip level 9. Target: the first load under ${kb(CHECKOUT_PAGE_TARGET_GZIP_BYTES)} compressed.`,
    ],
    weight,
  );
