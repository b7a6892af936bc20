import { expect, it } from 'vitest';
import { instrumentText } from '../../../../shared/domain/instrument-text.js';

it('writes a card as printed on it, a wallet account without its provider code, and a bare masked id as given', () => {
  expect(instrumentText({ brand: 'visa', last4: '1119', maskedId: '450921******1119' })).toBe('Visa •••• 1119');
  expect(instrumentText({ brand: 'Mastercard', last4: '1110', maskedId: null })).toBe('Mastercard •••• 1110');
  // A wallet's brand is its provider's code; the provider is named beside it ("Kashy · •••• 3456").
  expect(instrumentText({ brand: 'kashy', last4: '3456', maskedId: '****3456' })).toBe('•••• 3456');
  expect(instrumentText({ brand: 'enda_tao', last4: '7788', maskedId: null })).toBe('•••• 7788');
  // A brand this list does not know is kept as the provider wrote it.
  expect(instrumentText({ brand: 'amex', last4: '0005', maskedId: null })).toBe('amex •••• 0005');
  expect(instrumentText({ brand: null, last4: null, maskedId: 'ab***yz' })).toBe('ab***yz');
  expect(instrumentText(null)).toBeNull();
});
