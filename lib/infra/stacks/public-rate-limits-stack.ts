// The public routes' rate limits on AWS: one AWS WAF web ACL (scope CLOUDFRONT, so it lives in
// us-east-1) with one rate-based rule per rule of lib/infra/config/public-rate-rules.ts, attached to
// the distributions in front of the API. A refused request gets the contract's answer (429
// `{error: "rate_limited", message, retryAfterSeconds}` with `Retry-After`) from WAF itself:
// no function runs and nothing is written. Requests no rule refuses are allowed.
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { PUBLIC_RATE_RULES, rateLimitedAnswer, type PublicRateRule } from '../config/public-rate-rules.js';
import type { StageConfig } from '../config/stages.js';

/** CloudFront's web ACLs are regional resources of us-east-1. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

export interface PublicRateLimitsStackProps extends StackProps {
  readonly stage: StageConfig;
  /** The rules to declare. Default: lib/infra/config/public-rate-rules.ts. */
  readonly rules?: readonly PublicRateRule[];
}

/** The WAF name of a rule's custom response body: one per window, since the body names the delay. */
export const responseBodyKey = (rule: PublicRateRule) => `rate-limited-${rule.windowSeconds}s`;

const NO_TRANSFORMATION = [{ priority: 0, type: 'NONE' }];
/** Keys and paths are compared lowercased, as the local gateway does (rateKeyOf). */
const LOWERCASE = [{ priority: 0, type: 'LOWERCASE' }];

/** The requests a rule counts: its path expression, and its methods when it names some. */
export function scopeDownOf(rule: PublicRateRule): wafv2.CfnWebACL.StatementProperty {
  const path: wafv2.CfnWebACL.StatementProperty = {
    regexMatchStatement: { regexString: rule.routes.path, fieldToMatch: { uriPath: {} }, textTransformations: NO_TRANSFORMATION },
  };
  const methods = rule.routes.methods ?? [];
  if (!methods.length) return path;
  const method = (name: string): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: { searchString: name, fieldToMatch: { method: {} }, positionalConstraint: 'EXACTLY', textTransformations: NO_TRANSFORMATION },
  });
  const anyMethod = methods.length === 1 ? method(methods[0]!) : { orStatement: { statements: methods.map(method) } };
  return { andStatement: { statements: [path, anyMethod] } };
}

/** What WAF aggregates a rule's requests on: the viewer's address, the URI path, or both. */
function aggregationOf(rule: PublicRateRule): Pick<wafv2.CfnWebACL.RateBasedStatementProperty, 'aggregateKeyType' | 'customKeys'> {
  if (rule.key === 'ip') return { aggregateKeyType: 'IP' };
  const uriPath = { uriPath: { textTransformations: LOWERCASE } };
  return { aggregateKeyType: 'CUSTOM_KEYS', customKeys: rule.key === 'path' ? [uriPath] : [{ ip: {} }, uriPath] };
}

export function wafRuleOf(rule: PublicRateRule, priority: number, metricPrefix: string): wafv2.CfnWebACL.RuleProperty {
  const answer = rateLimitedAnswer(rule);
  return {
    name: rule.name,
    priority,
    statement: {
      rateBasedStatement: {
        limit: rule.limit,
        evaluationWindowSec: rule.windowSeconds,
        ...aggregationOf(rule),
        scopeDownStatement: scopeDownOf(rule),
      },
    },
    action: {
      block: {
        customResponse: {
          responseCode: answer.status,
          customResponseBodyKey: responseBodyKey(rule),
          responseHeaders: [{ name: 'Retry-After', value: answer.headers['retry-after']! }],
        },
      },
    },
    visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: `${metricPrefix}-${rule.name}`, sampledRequestsEnabled: true },
  };
}

export class PublicRateLimitsStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: PublicRateLimitsStackProps) {
    super(scope, id, props);
    const rules = props.rules ?? PUBLIC_RATE_RULES;
    const metricPrefix = `payments-${props.stage.name}`;
    const bodies = Object.fromEntries(
      rules.map((rule) => [responseBodyKey(rule), { contentType: 'APPLICATION_JSON', content: rateLimitedAnswer(rule).body }]),
    );
    this.webAcl = new wafv2.CfnWebACL(this, 'PublicRateLimits', {
      name: `${metricPrefix}-public-rate-limits`,
      description: `Payments ${props.stage.name}: rate limits of the public checkout, link and callback routes, declared in lib/infra/config/public-rate-rules.ts`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: bodies,
      rules: rules.map((rule, i) => wafRuleOf(rule, i, metricPrefix)),
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: `${metricPrefix}-public-rate-limits`, sampledRequestsEnabled: true },
    });
    new CfnOutput(this, 'PublicRateLimitsWebAclArn', { value: this.webAcl.attrArn, description: 'Attached to the checkout distribution' });
  }
}
