// Builds the hosted checkout page (lib/web/checkout/src) into static files: index.html and
// content-hashed assets under assets/ (lib/web/kit/build-kit.ts). Local mode, the tests and the
// CDK app all call buildCheckoutPage(); the bench calls measureCheckoutPage() for docs/benchmarks.md.
import { fileURLToPath } from 'node:url';
import { buildPage, kb, measureBuild, weightSection, type WebBuild, type WebFile, type WebWeight } from '../kit/build-kit.js';

const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));
/** The default output folder (gitignored). */
export const CHECKOUT_PAGE_DIST = fileURLToPath(new URL('./dist/', import.meta.url));

export type CheckoutPageFile = WebFile;
export type CheckoutPageBuild = WebBuild;
export type CheckoutPageWeight = WebWeight;

/** What a payer may download on the first load: the compressed target of the page. */
export const CHECKOUT_PAGE_TARGET_GZIP_BYTES = 20 * 1024;

/**
 * Builds the page into `outDir` (default lib/web/checkout/dist). Code that only some payers need
 * (the QR encoder, for QR code providers) is split into chunks that the page loads when it needs them.
 */
export function buildCheckoutPage(options: { outDir?: string } = {}): CheckoutPageBuild {
  return buildPage({
    name: 'checkout page',
    sourceDir: SOURCE_DIR,
    script: 'app.ts',
    outDir: options.outDir ?? CHECKOUT_PAGE_DIST,
    assetUrlPrefix: 'assets/',
    esbuild: { splitting: true, chunkNames: '[name]-[hash]' },
  });
}

/**
 * What a payer downloads to see the page (HTML, CSS and JS; the merchant's logo aside), raw and
 * gzip-compressed (level 9, as a CDN serves it); the chunks loaded on demand are marked.
 */
export const measureCheckoutPage = (): CheckoutPageWeight => measureBuild((outDir) => buildCheckoutPage({ outDir }), 'checkout-page');

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
