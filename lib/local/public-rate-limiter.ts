// The local stand-in of the AWS WAF web ACL in front of the public routes: the same rules
// (lib/infra/config/public-rate-rules.ts), enforced in memory by the local gateway before any function
// runs. Like WAF's rate-based rules it counts every request a rule sees over a sliding window,
// and checks the rules in order, a refusal ending the evaluation. Unlike WAF, which aggregates
// every few seconds, it is exact: one process counts synchronously, so parallel requests never
// pass more than the limit.
import { rateKeyOf, rateLimitedAnswer, ruleMatches, type PublicRateRule } from '../infra/config/public-rate-rules.js';

export interface RateLimiter {
  /** Counts the request; the 429 answer of the first rule over its limit, or undefined to let it through. */
  check(request: { method: string; path: string; sourceIp: string }, now?: number): ReturnType<typeof rateLimitedAnswer> | undefined;
}

export function createRateLimiter(rules: readonly PublicRateRule[]): RateLimiter {
  // Per rule and key, the times of its latest requests, oldest first: no more than `limit` are
  // needed to know whether the window holds `limit` of them.
  const seen = rules.map(() => new Map<string, number[]>());
  let lastSweep = 0;

  /** Drops the keys whose every request left the window, so that memory follows live clients only. */
  const sweep = (now: number) => {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    rules.forEach((rule, i) => {
      for (const [key, times] of seen[i]!) if (times.at(-1)! <= now - rule.windowSeconds * 1000) seen[i]!.delete(key);
    });
  };

  return {
    check(request, now = Date.now()) {
      sweep(now);
      for (const [i, rule] of rules.entries()) {
        if (!ruleMatches(rule, request.method, request.path)) continue;
        const key = rateKeyOf(rule, request);
        const since = now - rule.windowSeconds * 1000;
        let times = seen[i]!.get(key);
        if (!times) seen[i]!.set(key, (times = []));
        while (times.length && times[0]! <= since) times.shift();
        const refused = times.length >= rule.limit;
        times.push(now);
        if (times.length > rule.limit) times.shift();
        if (refused) return rateLimitedAnswer(rule);
      }
      return undefined;
    },
  };
}
