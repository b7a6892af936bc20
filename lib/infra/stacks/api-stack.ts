// The HTTP API: one Lambda function per route group of functions/manifest.ts, one API Gateway
// route per manifest route, and the fallback group behind `$default`. Nothing here names a group.
import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { FALLBACK_GROUP, handlerEntry, routeGroups } from '../../../functions/manifest.js';
import { v2Routes } from '../../../functions/http/v2/routes.js';
import type { RouteGroupManifest } from '../../../shared/http/route-manifest.js';
import type { StageConfig } from '../config/stages.js';
import { pascalCase, ServiceFunction, type ServiceResources } from '../constructs/service-function.js';

export interface ApiStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly resources: ServiceResources;
}

/** One JSON line per request; HTTP API context variables only. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    requestTime: '$context.requestTime',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** The function of each route group, the fallback group included, by group name. */
  readonly routeGroupFunctions: ReadonlyMap<string, ServiceFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, resources } = props;
    const functions = new Map<string, ServiceFunction>();

    const groupFunction = (group: Pick<RouteGroupManifest, 'name' | 'uses' | 'memorySize' | 'timeoutSeconds'>) => {
      if (functions.has(group.name)) throw new Error(`Route group ${group.name} is declared twice`);
      const fn = new ServiceFunction(this, `${pascalCase(group.name)}RouteGroup`, {
        stage,
        entry: handlerEntry(group.name),
        description: `HTTP route group ${group.name} (${stage.name})`,
        ...(group.memorySize ? { memorySize: group.memorySize } : {}),
        ...(group.timeoutSeconds ? { timeout: Duration.seconds(group.timeoutSeconds) } : {}),
      });
      fn.bindUses(group.uses, resources, stage.emailFrom);
      // The v2 group relays the calls of organisations not yet migrated to the previous platform.
      if (group.name === v2Routes.name && stage.v2RelayBaseUrl) fn.addEnvironment('V2_RELAY_BASE_URL', stage.v2RelayBaseUrl);
      functions.set(group.name, fn);
      return fn;
    };

    // The fallback only answers 404/405 from the route manifest and never calls env():
    // it uses nothing, so an unmatched request cannot reach any data.
    const fallback = groupFunction({ name: FALLBACK_GROUP, uses: {} });

    this.api = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `payments-${stage.name}`,
      description: `Payments ${stage.name}: collection API, hosted checkout and provider callbacks`,
      createDefaultStage: false,
      defaultIntegration: new HttpLambdaIntegration('FallbackIntegration', fallback),
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.statefulRemovalPolicy,
    });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.apiThrottle,
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    for (const group of routeGroups) {
      const integration = new HttpLambdaIntegration(`${pascalCase(group.name)}Integration`, groupFunction(group));
      for (const route of group.routes) {
        this.api.addRoutes({
          path: route.path,
          methods: [apigw.HttpMethod[route.method]],
          integration,
        });
      }
    }
    this.routeGroupFunctions = functions;

    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorisation is per route and done in the route group functions (shared/http/guard.ts, docs/generated/authorisation.md): API keys, session cookies, staff roles, and signature-checked provider callbacks; public routes (health, hosted checkout) are public by design. An API Gateway authorizer cannot express these schemes.',
    });

    new CfnOutput(this, 'ApiUrl', { value: this.stage.url, description: 'execute-api URL of the HTTP API' });
  }
}
