// The rate limits of the public routes (hosted checkout, payment links, provider callbacks),
// declared once. On AWS each rule is an AWS WAF rate-based rule of the web ACL on the CloudFront
// distribution in front of these routes (lib/infra/stacks/public-rate-limits-stack.ts); in local mode
// the gateway enforces the same rules in memory (lib/local/public-rate-limiter.ts), as DynamoDB
// Local stands in for DynamoDB. No function counts these requests: a refused request never
// reaches the API, and an allowed one costs no write.
//
// Why these figures (docs/api-decisions.md, "Public rate limits"): Tunisian mobile operators put
// many subscribers behind one carrier-grade NAT address, so a per-address limit must let a crowd
// of payers through (it stops one machine flooding, not one payer); the limits per reference,
// per attempt and per link-and-address are the tight ones, since a reference belongs to one payer.
// WAF allows windows of 60, 120, 300 or 600 seconds and a limit of at least 10.

/** The evaluation windows AWS WAF rate-based rules allow. */
export const WAF_WINDOWS = [60, 120, 300, 600] as const;
export type WafWindowSeconds = (typeof WAF_WINDOWS)[number];
/** The lowest limit of a WAF rate-based rule. */
export const WAF_MIN_LIMIT = 10;

/**
 * What requests are counted together: per client address (`ip`: the viewer's address as
 * CloudFront sees it, never a header), per URI path (`path`: every client together, one path
 * naming one reference or attempt), or per address and path (`ip+path`). Paths are compared
 * lowercased (attempt ids arrive in either case).
 */
export type RateKey = 'ip' | 'path' | 'ip+path';

export interface PublicRateRule {
  /** The WAF rule name and metric; what a test overrides. */
  readonly name: string;
  /** Which requests the rule counts: a regular expression on the URI path, and methods (all when absent). */
  readonly routes: { readonly path: string; readonly methods?: readonly string[] };
  readonly key: RateKey;
  /** Requests allowed per window and key; the next ones answer 429 `rate_limited`. */
  readonly limit: number;
  readonly windowSeconds: WafWindowSeconds;
  /** Why this figure. */
  readonly why: string;
}

const FIVE_MINUTES = 300;

export const PUBLIC_RATE_RULES = [
  {
    name: 'checkout-per-ip',
    routes: { path: '^/checkout/' },
    key: 'ip',
    limit: 6000,
    windowSeconds: FIVE_MINUTES,
    why:
      'One address may be a mobile operator’s carrier-grade NAT with a crowd of payers behind it. A payer makes at most about 60 checkout requests in five minutes (view, logo, attempt, then the status poll every 1 to 4 s, every 10 s after two minutes), so 6000 lets 100 payers pay at once from one address; it stops one machine flooding the API (20 requests a second, sustained).',
  },
  {
    name: 'checkout-per-reference',
    routes: { path: '^/checkout/' },
    key: 'path',
    limit: 300,
    windowSeconds: FIVE_MINUTES,
    why:
      'A reference is one payer’s payment: each of its routes (view, status, logo, attempt) is counted apart, from every address together. The page polls the status about 55 times in its first five minutes; 300 leaves room for a second tab and reloads, and caps what anyone holding the link can make one payment cost.',
  },
  {
    name: 'checkout-attempts-per-reference',
    routes: { path: '^/checkout/[^/]+/attempts$', methods: ['POST'] },
    key: 'path',
    limit: 20,
    windowSeconds: FIVE_MINUTES,
    why:
      'Opening an attempt calls a provider. A payer opens a few (another provider, a retry); a payment takes at most PAYMENTS_MAX_ATTEMPTS anyway (409 too_many_attempts), so 20 only stops the refused requests hammering.',
  },
  {
    name: 'links-per-ip',
    routes: { path: '^/links/' },
    key: 'ip',
    limit: 1500,
    windowSeconds: FIVE_MINUTES,
    why:
      'A link payer makes 3 link requests (view, logo, start), then pays on the checkout. A link shared on social networks may be opened by hundreds of people behind one carrier-grade NAT address: 1500 is 500 payers starting at once from one address.',
  },
  {
    name: 'links-per-link-and-ip',
    routes: { path: '^/links/' },
    key: 'ip+path',
    limit: 300,
    windowSeconds: FIVE_MINUTES,
    why:
      'A link is public and paid by many people, so it is never limited for everyone together (a popular link would lock its own payers out): per link route and address. 300 is 100 payers of one link behind one address opening it three times each; it caps one machine creating payments through one link.',
  },
  {
    name: 'callbacks-per-ip',
    routes: { path: '^/callbacks/' },
    key: 'ip',
    limit: 10000,
    windowSeconds: FIVE_MINUTES,
    why:
      'Server callbacks come from a few addresses of each provider, one per attempt of every merchant, and browser returns from payers behind carrier-grade NAT: high, 33 a second sustained. A callback refused here is not lost: the poller asks the provider about every open attempt anyway.',
  },
  {
    name: 'callbacks-per-attempt',
    routes: { path: '^/callbacks/' },
    key: 'path',
    limit: 60,
    windowSeconds: FIVE_MINUTES,
    why:
      'One attempt gets one browser return and a few server callbacks (providers retry). Each callback makes the service call the provider: 60 caps what replaying one attempt’s callback can cost.',
  },
] as const satisfies readonly PublicRateRule[];

export type PublicRateRuleName = (typeof PUBLIC_RATE_RULES)[number]['name'];

/** Whether a rule counts a request. */
export function ruleMatches(rule: PublicRateRule, method: string, path: string): boolean {
  if (rule.routes.methods && !rule.routes.methods.includes(method.toUpperCase())) return false;
  return new RegExp(rule.routes.path).test(path);
}

/** The counter of a request under a rule: the same key WAF aggregates on. */
export function rateKeyOf(rule: PublicRateRule, request: { sourceIp: string; path: string }): string {
  const path = request.path.toLowerCase();
  if (rule.key === 'ip') return request.sourceIp;
  if (rule.key === 'path') return path;
  return `${request.sourceIp} ${path}`;
}

/** The answer to a refused request, on AWS (the WAF custom response) as locally: the contract's error body. */
export function rateLimitedAnswer(rule: PublicRateRule): { status: 429; headers: Record<string, string>; body: string } {
  // A refused client's window is empty again once it has sent nothing for a whole window.
  const retryAfterSeconds = rule.windowSeconds;
  return {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
    body: JSON.stringify({
      error: 'rate_limited',
      message: `Too many requests; retry in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    }),
  };
}

/** The rules with some limits changed (tests), or none at all (`'off'`). */
export function publicRateRules(overrides: Partial<Record<PublicRateRuleName, number>> | 'off' = {}): readonly PublicRateRule[] {
  if (overrides === 'off') return [];
  return PUBLIC_RATE_RULES.map((rule) => ({ ...rule, limit: overrides[rule.name] ?? rule.limit }));
}
