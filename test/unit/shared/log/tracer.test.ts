// On AWS (a Lambda function with an X-Ray trace), the AWS SDK clients are traced through
// Powertools' Tracer; anywhere else the tracer is never loaded. Either way the SDK's logger middleware,
// which formats every call for a logger the service never gives it, is gone.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';

const middlewareNames = (client: DynamoDBClient) => client.middlewareStack.identify().join(' ');

describe('tracing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('traces nothing outside Lambda', async () => {
    const { tracingReady, traced } = await import('../../../../shared/log/tracer.js');
    await tracingReady();
    const client = new DynamoDBClient({ region: 'eu-west-3' });
    expect(middlewareNames(client)).toMatch(/loggerMiddleware/);
    const names = middlewareNames(traced(client));
    expect(names).not.toMatch(/xray/i);
    expect(names).not.toMatch(/loggerMiddleware/);
    expect(names).toMatch(/httpSigningMiddleware/);
  });

  it('loads the tracer in a traced Lambda invocation and captures the client', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'payments-test-Payments');
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1');
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_XRAY_CONTEXT_MISSING', 'IGNORE_ERROR');
    const { tracingReady, traced } = await import('../../../../shared/log/tracer.js');
    await tracingReady();
    const client = new DynamoDBClient({ region: 'eu-west-3' });
    const names = middlewareNames(traced(client));
    expect(names).toMatch(/xray/i);
    expect(names).not.toMatch(/loggerMiddleware/);
  });
});
