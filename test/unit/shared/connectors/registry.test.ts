import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS } from '../../../../lib/local/simulators/sandbox-credentials.js';
import { PROVIDER_CODES } from '../../../../shared/domain/payments.js';
import { parseCredentials } from '../../../../shared/connectors/provider-definition.js';
import { PROVIDER_DEFINITIONS } from '../../../../shared/connectors/catalogue.js';
import { getConnector, listProviders, resetSandboxUrlOverrides, resolveBaseUrl } from '../../../../shared/connectors/registry.js';

afterEach(() => {
  delete process.env.PROVIDER_SANDBOX_URLS;
  resetSandboxUrlOverrides();
});

describe('provider catalogue', () => {
  it('lists the seven providers with their attempt kinds and credential schemas', () => {
    const providers = listProviders();
    expect(providers.map((provider) => provider.code)).toEqual([...PROVIDER_CODES]);
    expect(Object.fromEntries(providers.map((provider) => [provider.code, provider.attemptKinds]))).toEqual({
      clictopay: ['redirect'],
      flouci: ['redirect'],
      izi: ['redirect'],
      mpgs_poste: ['form'],
      pluxee: ['redirect'],
      kashy: ['qr'],
      enda_tao: ['redirect'],
    });
    for (const provider of providers) {
      expect(provider.credentialSchema.fields.some((field) => field.secret), provider.code).toBe(true);
      const identifier = provider.credentialSchema.fields.find((field) => field.name === provider.credentialSchema.publicIdentifierField);
      expect(identifier?.secret, provider.code).toBe(false);
    }
  });

  it('marks which protocols are assumed', () => {
    const assumed = listProviders().filter((provider) => provider.protocol === 'assumed').map((provider) => provider.code);
    expect(assumed.sort()).toEqual(['enda_tao', 'izi', 'kashy', 'pluxee']);
  });

  it.each(PROVIDER_CODES)('has sandbox credentials for %s that fit its own schema', (code) => {
    expect(parseCredentials(PROVIDER_DEFINITIONS[code], SANDBOX_CREDENTIALS[code]).ok).toBe(true);
  });

  it.each(PROVIDER_CODES)('has a connector for %s', (code) => {
    expect(getConnector(code).code).toBe(code);
  });
});

describe('resolveBaseUrl', () => {
  it('falls back to the provider’s own addresses', () => {
    expect(resolveBaseUrl('clictopay', 'sandbox')).toBe('https://test.clictopay.com/payment/rest');
    expect(resolveBaseUrl('clictopay', 'production')).toBe('https://ipay.clictopay.com/payment/rest');
    expect(resolveBaseUrl('mpgs_poste', 'production')).toBe('https://tnpost.gateway.mastercard.com');
  });

  it('points sandbox affiliations at PROVIDER_SANDBOX_URLS, never production ones', () => {
    process.env.PROVIDER_SANDBOX_URLS = JSON.stringify({ flouci: 'http://127.0.0.1:4701/api/v2/' });
    expect(resolveBaseUrl('flouci', 'sandbox')).toBe('http://127.0.0.1:4701/api/v2');
    expect(resolveBaseUrl('flouci', 'production')).toBe('https://developers.flouci.com/api/v2');
    expect(resolveBaseUrl('kashy', 'sandbox')).toBe('https://sandbox.kashy.tn/merchant-api/v1');
  });

  it('parses the variable once', () => {
    process.env.PROVIDER_SANDBOX_URLS = JSON.stringify({ izi: 'http://127.0.0.1:1/v1' });
    expect(resolveBaseUrl('izi', 'sandbox')).toBe('http://127.0.0.1:1/v1');
    process.env.PROVIDER_SANDBOX_URLS = JSON.stringify({ izi: 'http://127.0.0.1:2/v1' });
    expect(resolveBaseUrl('izi', 'sandbox')).toBe('http://127.0.0.1:1/v1');
  });

  it.each([
    ['not json', 'not JSON'],
    [JSON.stringify({ nobody: 'http://127.0.0.1:1' }), 'PROVIDER_SANDBOX_URLS'],
    [JSON.stringify({ izi: 'not a url' }), 'izi'],
  ])('fails loudly on a malformed value (%s)', (value, message) => {
    process.env.PROVIDER_SANDBOX_URLS = value;
    expect(() => resolveBaseUrl('izi', 'sandbox')).toThrow(message);
  });
});
