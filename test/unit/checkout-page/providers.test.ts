import { expect, it } from 'vitest';
import { PROVIDER_NAMES } from '../../../lib/web/checkout/src/providers.js';
import { PROVIDER_CODES } from '../../../shared/domain/payments.js';
import { getProvider } from '../../../shared/connectors/registry.js';

it('names every provider on the checkout page as its connector does', () => {
  expect(PROVIDER_NAMES).toEqual(Object.fromEntries(PROVIDER_CODES.map((code) => [code, getProvider(code).name])));
});
