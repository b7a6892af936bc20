// Hand-made Lambda events for unit tests of handlers (integration tests go through the gateway).
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { lambdaContext } from '../../lib/local/gateway.js';

export function httpEvent(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; query?: string; pathParameters?: Record<string, string> } = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: options.query ?? '',
    headers: options.headers ?? {},
    pathParameters: options.pathParameters,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test',
      domainPrefix: 'test',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId: `req-${randomUUID()}`,
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: options.body,
    isBase64Encoded: false,
  };
}

export const testContext = (): Context => lambdaContext('test', 10);
