// The public routes' rate limits on AWS: the WAF web ACL (us-east-1, scope CLOUDFRONT) declares
// exactly the rules of lib/infra/config/public-rate-rules.ts, each answering the contract's 429, and
// the checkout distribution in front of those routes carries it.
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeGroups } from '../../functions/manifest.js';
import {
  PUBLIC_RATE_RULES,
  rateLimitedAnswer,
  ruleMatches,
  WAF_MIN_LIMIT,
  WAF_WINDOWS,
  type PublicRateRule,
} from '../../lib/infra/config/public-rate-rules.js';
import { API_PATH_PATTERNS } from '../../lib/infra/stacks/checkout-stack.js';
import { sharedServiceApp, logicalIdOf, resourcesOf } from './support.js';

const service = sharedServiceApp('production');
const template = Template.fromStack(service.publicRateLimits);

type WafRule = {
  Name: string;
  Priority: number;
  Statement: { RateBasedStatement: Record<string, any> };
  Action: { Block?: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string; ResponseHeaders: { Name: string; Value: string }[] } } };
};

const acls = Object.values(resourcesOf(template, 'AWS::WAFv2::WebACL'));
const acl = acls[0]!.Properties as { Scope: string; DefaultAction: unknown; Rules: WafRule[]; CustomResponseBodies: Record<string, { ContentType: string; Content: string }> };

/** The path expression and methods a WAF scope-down statement counts. */
function scopeOf(statement: Record<string, any>): { path: string; methods?: string[] } {
  if (statement.RegexMatchStatement) return { path: statement.RegexMatchStatement.RegexString };
  const [path, method] = statement.AndStatement.Statements as Record<string, any>[];
  const methods = method!.OrStatement
    ? (method!.OrStatement.Statements as Record<string, any>[]).map((s) => s.ByteMatchStatement.SearchString as string)
    : [method!.ByteMatchStatement.SearchString as string];
  return { path: path!.RegexMatchStatement.RegexString, methods };
}

/** The aggregation a WAF rate-based statement uses, in the rules module's words. */
function keyOf(statement: Record<string, any>): PublicRateRule['key'] {
  if (statement.AggregateKeyType === 'IP') return 'ip';
  expect(statement.AggregateKeyType).toBe('CUSTOM_KEYS');
  const keys = (statement.CustomKeys as Record<string, any>[]).map((key) => Object.keys(key)[0]);
  for (const key of statement.CustomKeys as Record<string, any>[]) {
    if (key.UriPath) expect(key.UriPath.TextTransformations).toEqual([{ Priority: 0, Type: 'LOWERCASE' }]);
  }
  if (keys.join() === 'UriPath') return 'path';
  expect(keys).toEqual(['IP', 'UriPath']);
  return 'ip+path';
}

describe('public rate limits stack', () => {
  it('is one web ACL for CloudFront, in us-east-1, allowing what no rule refuses', () => {
    expect(service.publicRateLimits.region).toBe('us-east-1');
    expect(acls).toHaveLength(1);
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
  });

  it('declares one rate-based rule per rule of the module, with its routes, key, limit and window', () => {
    expect(acl.Rules.map((r) => r.Name)).toEqual(PUBLIC_RATE_RULES.map((r) => r.name));
    expect(new Set(acl.Rules.map((r) => r.Priority)).size).toBe(acl.Rules.length);
    for (const rule of PUBLIC_RATE_RULES) {
      const waf = acl.Rules.find((r) => r.Name === rule.name)!;
      const statement = waf.Statement.RateBasedStatement;
      expect(statement.Limit, rule.name).toBe(rule.limit);
      expect(statement.EvaluationWindowSec, rule.name).toBe(rule.windowSeconds);
      expect(keyOf(statement), rule.name).toBe(rule.key);
      const scope = scopeOf(statement.ScopeDownStatement);
      expect(scope.path, rule.name).toBe(rule.routes.path);
      expect(scope.methods, rule.name).toEqual('methods' in rule.routes ? rule.routes.methods : undefined);
    }
  });

  it('answers a refused request with the contract: 429 rate_limited as JSON, and Retry-After', () => {
    for (const rule of PUBLIC_RATE_RULES) {
      const response = acl.Rules.find((r) => r.Name === rule.name)!.Action.Block!.CustomResponse;
      const expected = rateLimitedAnswer(rule);
      expect(response.ResponseCode).toBe(429);
      expect(response.ResponseHeaders).toEqual([{ Name: 'Retry-After', Value: String(rule.windowSeconds) }]);
      const body = acl.CustomResponseBodies[response.CustomResponseBodyKey]!;
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(body.Content).toBe(expected.body);
      expect(JSON.parse(body.Content)).toMatchObject({ error: 'rate_limited', message: expect.any(String), retryAfterSeconds: rule.windowSeconds });
    }
  });

  // The checkout's sends the public routes to the API; the dashboard's sends every path but its own.
  it.each(['checkout', 'dashboard'] as const)('is attached to the %s distribution, in front of the API', (name) => {
    const distribution = Object.values(resourcesOf(Template.fromStack(service[name]), 'AWS::CloudFront::Distribution'))[0]!;
    const webAclId = (distribution.Properties!.DistributionConfig as { WebACLId: Record<string, any> }).WebACLId;
    // The ARN of this stack's web ACL, read across regions from one of its outputs.
    const output = webAclId['Fn::GetStackOutput'] as { StackName: string; Region: string; OutputName: string };
    expect(output).toMatchObject({ StackName: service.publicRateLimits.stackName, Region: 'us-east-1' });
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs[output.OutputName]?.Value).toEqual({ 'Fn::GetAtt': [logicalIdOf(service.publicRateLimits.webAcl), 'Arn'] });
  });
});

describe('public rate rules', () => {
  it('are rules WAF accepts: a window of 60, 120, 300 or 600 s, a limit of at least 10, unique names', () => {
    expect(new Set(PUBLIC_RATE_RULES.map((r) => r.name)).size).toBe(PUBLIC_RATE_RULES.length);
    for (const rule of PUBLIC_RATE_RULES) {
      expect(WAF_WINDOWS, rule.name).toContain(rule.windowSeconds);
      expect(rule.limit, rule.name).toBeGreaterThanOrEqual(WAF_MIN_LIMIT);
      expect(rule.name, rule.name).toMatch(/^[a-z0-9-]{1,128}$/);
      expect(rule.why.length, rule.name).toBeGreaterThan(60);
    }
  });

  it('count every public checkout, link and callback route per address, and each one per reference, link or attempt', () => {
    const publicRoutes = routeGroups
      .flatMap((group) => group.routes)
      .filter((route) => /^\/(checkout|links|callbacks)\//.test(route.path));
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      const rules = PUBLIC_RATE_RULES.filter((rule) => ruleMatches(rule, route.method, route.path));
      expect(rules.some((rule) => rule.key === 'ip'), `${route.method} ${route.path}`).toBe(true);
      expect(rules.some((rule) => rule.key !== 'ip'), `${route.method} ${route.path}`).toBe(true);
    }
    // Only the public routes: what the distribution sends to the API, and nothing a merchant calls.
    const others = routeGroups.flatMap((group) => group.routes).filter((route) => !publicRoutes.includes(route));
    for (const route of others) {
      expect(PUBLIC_RATE_RULES.filter((rule) => ruleMatches(rule, route.method, route.path)), `${route.method} ${route.path}`).toEqual([]);
    }
    for (const rule of PUBLIC_RATE_RULES) {
      expect(API_PATH_PATTERNS.some((pattern) => rule.routes.path.startsWith(`^${pattern.slice(0, -1)}`)), rule.name).toBe(true);
    }
  });
});
