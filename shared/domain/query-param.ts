// One query parameter appended to a merchant's URL: joined with `?`, or with `&` when the URL has
// a query already; the merchant's own query is kept exactly as written, and a fragment stays last.

export function withQueryParam(url: string, name: string, value: string): string {
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${encodeURIComponent(name)}=${encodeURIComponent(value)}${fragment}`;
}
