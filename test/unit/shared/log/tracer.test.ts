// On AWS (a Lambda function with an X-Ray trace), the AWS SDK clients are traced through
// Powertools' Tracer; anywhere else the tracer is never loaded and the clients stay as they are.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';

const middlewareNames = (client: DynamoDBClient) => client.middlewareStack.identify().join(' ');

describe('tracing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('leaves clients untouched outside Lambda', async () => {
    const { tracingReady, traced } = await import('../../../../shared/log/tracer.js');
    await tracingReady();
    const client = new DynamoDBClient({ region: 'eu-west-3' });
    expect(middlewareNames(traced(client))).not.toMatch(/xray/i);
  });

  it('loads the tracer in a traced Lambda invocation and captures the client', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'payments-test-Payments');
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1');
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_XRAY_CONTEXT_MISSING', 'IGNORE_ERROR');
    const { tracingReady, traced } = await import('../../../../shared/log/tracer.js');
    await tracingReady();
    const client = new DynamoDBClient({ region: 'eu-west-3' });
    expect(middlewareNames(traced(client))).toMatch(/xray/i);
  });
});
