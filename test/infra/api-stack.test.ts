import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { FALLBACK_GROUP, handlerEntry, routeGroups } from '../../functions/manifest.js';
import { routeKey } from '../../shared/http/route-manifest.js';
import { buildServiceApp, sharedServiceApp, logicalIdOf, resourcesOf } from './support.js';

const service = sharedServiceApp('sandbox');
const template = service.templates.api;

/** Logical id of the integration a route targets (`integrations/<id>`). */
function integrationOfRoute(route: { Properties?: Record<string, unknown> }): string {
  const target = route.Properties?.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
  expect(target['Fn::Join'][1][0]).toBe('integrations/');
  return target['Fn::Join'][1][1].Ref;
}

/** Logical id of the Lambda function an integration invokes. */
function functionOfIntegration(integrationId: string): string {
  const integration = resourcesOf(template, 'AWS::ApiGatewayV2::Integration')[integrationId];
  expect(integration, `integration ${integrationId}`).toBeDefined();
  expect(integration!.Properties?.IntegrationType).toBe('AWS_PROXY');
  const uri = integration!.Properties?.IntegrationUri as { 'Fn::GetAtt': [string, string] };
  return uri['Fn::GetAtt'][0];
}

describe('HTTP API', () => {
  const routes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'));
  const routeByKey = new Map(routes.map((route) => [route.Properties?.RouteKey as string, route]));

  it('has one function per route group, with the entry the manifest names', () => {
    for (const group of routeGroups) {
      const fn = service.api.routeGroupFunctions.get(group.name);
      expect(fn, group.name).toBeDefined();
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: Match.stringLikeRegexp(`route group ${group.name} `),
      });
      expect(handlerEntry(group.name)).toBe(`functions/http/${group.name}/handler.ts`);
    }
  });

  it.each(routeGroups.flatMap((group) => group.routes.map((route) => [routeKey(route), group.name] as const)))(
    'wires %s to the %s route group function',
    (key, groupName) => {
      const route = routeByKey.get(key);
      expect(route, `route ${key}`).toBeDefined();
      const fn = service.api.routeGroupFunctions.get(groupName)!;
      expect(functionOfIntegration(integrationOfRoute(route!))).toBe(logicalIdOf(fn));
    },
  );

  it('routes nothing that the manifest does not declare, besides $default', () => {
    const declared = routeGroups.flatMap((group) => group.routes.map(routeKey));
    expect([...routeByKey.keys()].sort()).toEqual([...declared, '$default'].sort());
  });

  it('sends $default to the fallback group function', () => {
    const fallback = service.api.routeGroupFunctions.get(FALLBACK_GROUP)!;
    expect(fallback.node.id).toBe('FallbackRouteGroup');
    const route = routeByKey.get('$default');
    expect(route).toBeDefined();
    expect(functionOfIntegration(integrationOfRoute(route!))).toBe(logicalIdOf(fallback));
  });

  it('lets API Gateway invoke each group function, scoped to this API', () => {
    for (const fn of service.api.routeGroupFunctions.values()) {
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [logicalIdOf(fn), 'Arn'] },
        SourceArn: Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([{ Ref: logicalIdOf(service.api.api) }])],
        }),
      });
    }
  });

  it('logs every request of the $default stage and throttles it', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
      DefaultRouteSettings: {
        ThrottlingRateLimit: service.stage.apiThrottle.rateLimit,
        ThrottlingBurstLimit: service.stage.apiThrottle.burstLimit,
      },
    });
  });

  it('outputs the API URL', () => {
    template.hasOutput('ApiUrl', Match.anyValue());
  });
});

describe('v2 relay', () => {
  const variablesOf = (app: ReturnType<typeof buildServiceApp>) =>
    Object.values(resourcesOf(app.templates.api, 'AWS::Lambda::Function')).map((fn) => ({
      description: String(fn.Properties?.Description ?? ''),
      variables: (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
    }));

  it('gives the v2 group, and only it, the previous platform address the context names', () => {
    const relayed = variablesOf(buildServiceApp('sandbox', { v2RelayBaseUrl: 'https://v2.previous.example.tn/' }));
    const withRelay = relayed.filter((fn) => fn.variables.V2_RELAY_BASE_URL !== undefined);
    expect(withRelay.map((fn) => fn.description)).toEqual([expect.stringContaining('HTTP route group v2 ')]);
    expect(withRelay[0]!.variables.V2_RELAY_BASE_URL).toBe('https://v2.previous.example.tn');
    expect(variablesOf(service).some((fn) => fn.variables.V2_RELAY_BASE_URL !== undefined)).toBe(false);
  });

  it('refuses a previous platform address that is not https', () => {
    expect(() => buildServiceApp('sandbox', { v2RelayBaseUrl: 'http://v2.previous.example.tn' })).toThrow(/https/);
  });
});
