import { RemovalPolicy } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ACCOUNT, FALLBACK_REGION, resolveStageConfig } from '../../lib/infra/config/stages.js';

const contextOf =
  (values: Record<string, unknown>) =>
  (key: string): unknown =>
    values[key];

describe('stage configuration', () => {
  it('defaults to sandbox, with a dummy account and eu-west-3 when the CLI gives none', () => {
    const stage = resolveStageConfig({ context: contextOf({}), processEnv: {} });
    expect(stage.name).toBe('sandbox');
    expect(stage.env).toEqual({ account: FALLBACK_ACCOUNT, region: FALLBACK_REGION });
    expect(stage.table).toEqual({ deletionProtection: false, pointInTimeRecovery: true });
    expect(stage.allowLoopbackOutbound).toBe(false);
  });

  it('takes account and region from CDK_DEFAULT_ACCOUNT and CDK_DEFAULT_REGION', () => {
    const stage = resolveStageConfig({
      context: contextOf({ stage: 'production' }),
      processEnv: { CDK_DEFAULT_ACCOUNT: '999999999999', CDK_DEFAULT_REGION: 'eu-central-1' },
    });
    expect(stage.env).toEqual({ account: '999999999999', region: 'eu-central-1' });
  });

  it('protects production: deletion protection, PITR, retained resources', () => {
    const stage = resolveStageConfig({ context: contextOf({ stage: 'production' }), processEnv: {} });
    expect(stage.table).toEqual({ deletionProtection: true, pointInTimeRecovery: true });
    expect(stage.statefulRemovalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(stage.allowLoopbackOutbound).toBe(false);
  });

  it('lets context override the public URLs and the alarm email', () => {
    const stage = resolveStageConfig({
      context: contextOf({
        publicApiUrl: 'https://api.example.org/',
        checkoutUrl: 'https://pay.example.org',
        alarmEmail: 'ops@example.org',
      }),
      processEnv: {},
    });
    expect(stage.publicApiUrl).toBe('https://api.example.org');
    expect(stage.checkoutUrl).toBe('https://pay.example.org');
    expect(stage.alarmEmail).toBe('ops@example.org');
  });

  it('refuses an unknown stage and a non-https public URL', () => {
    expect(() => resolveStageConfig({ context: contextOf({ stage: 'prod' }), processEnv: {} })).toThrow(
      /Unknown stage/,
    );
    expect(() =>
      resolveStageConfig({ context: contextOf({ publicApiUrl: 'http://api.example.org' }), processEnv: {} }),
    ).toThrow(/https/);
  });
});
