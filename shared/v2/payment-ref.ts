// `payment_ref=<paymentRef>` appended to a merchant URL, as the previous platform did: joined
// with `?`, or with `&` when the URL has a query already; the merchant's own query is kept
// exactly as written, and a fragment stays last.

export function withPaymentRef(url: string, reference: string): string {
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}payment_ref=${encodeURIComponent(reference)}${fragment}`;
}
